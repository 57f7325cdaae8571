import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { uniqueEmail } from '../test/factories';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { createTestClient } from '../test/test-client';
import {
  ageLinks,
  customerWithMailedLink,
  countLinkMails,
  isSignedIn,
  logIn,
  passwordCustomer,
  post,
  waitForLinkToken,
} from '../test/kits/account-links-test-kit';

// Security item 5: a forgotten password is reset through a single-use, short-lived link
// mailed to the account's address; nothing tells a stranger whether an address has an account.

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ SMTP_URL: mail.smtpUrl });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const FORGOT = '/api/v1/auth/password/forgot';
const RESET = '/api/v1/auth/password/reset';
const NEW_PASSWORD = 'Brand-New-Passphrase-42';

/** A customer with a password and a link to /reset-password mailed to them. */
const customerWithResetLink = (options?: { emailVerified?: boolean }) =>
  customerWithMailedLink(t, mail, '/reset-password', options);

const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  post(createTestClient(t.app), RESET, {
    token,
    newPassword: password,
    confirmPassword: confirm,
  });

describe('asking for a reset link', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const body = await passwordCustomer(t);
    const stranger = uniqueEmail('nobody');
    const unknown = await post(createTestClient(t.app), FORGOT, { email: stranger });
    const known = await post(createTestClient(t.app), FORGOT, { email: body.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.linkSent });
    await waitForLinkToken(mail, body.email, '/reset-password');
    expect(await countLinkMails(mail, stranger, '/reset-password')).toBe(0);
  });

  it('limits requests per address, for unknown addresses exactly as for known ones', async () => {
    const body = await passwordCustomer(t);
    for (const email of [body.email, uniqueEmail('nobody')]) {
      const codes: number[] = [];
      // Every request from another client address: the address quota alone must hold.
      for (let i = 0; i < 4; i++)
        codes.push((await post(createTestClient(t.app), FORGOT, { email })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    expect(await countLinkMails(mail, body.email, '/reset-password')).toBe(3);
  });

  it('limits requests per client address, and answers 429 with a clear message', async () => {
    const client = createTestClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await post(client, FORGOT, { email: uniqueEmail('many') })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    const refused = await post(client, FORGOT, { email: uniqueEmail('many') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400, and a request without the CSRF header with a 403', async () => {
    const client = createTestClient(t.app);
    for (const payload of [{}, { email: 'not an address' }, { email: 'a@b.test', role: 'x' }]) {
      expect((await post(client, FORGOT, payload)).statusCode).toBe(400);
    }
    const noCsrf = await client.request({
      method: 'POST',
      url: FORGOT,
      payload: { email: uniqueEmail() },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('resetting the password', () => {
  it('sets the new password: the old one is refused, the new one works', async () => {
    const { email, password, token } = await customerWithResetLink();
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.passwordReset });
    expect(await logIn(createTestClient(t.app), email, password)).toBe(401);
    expect(await logIn(createTestClient(t.app), email, NEW_PASSWORD)).toBe(200);
  });

  it('ends every session of the account, and mails a notice', async () => {
    const { client, email, password, token } = await customerWithResetLink();
    const other = createTestClient(t.app);
    expect(await logIn(other, email, password)).toBe(200);
    expect(await isSignedIn(client)).toBe(true);
    expect(await isSignedIn(other)).toBe(true);
    // Reset from the signed-in browser itself: its own session must end too.
    const res = await post(client, RESET, {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(client)).toBe(false);
    expect(await isSignedIn(other)).toBe(false);
    const { rows } = await t.database.pool.query<{ live: number }>(
      `select count(*)::int as live from sessions s join users u on u.id = s.user_id
       where lower(u.email) = $1 and s.revoked_at is null`,
      [email],
    );
    expect(rows[0]?.live).toBe(0);
    const notice = await mail.waitForMail(
      (m) => m.to.includes(email) && m.subject === 'Your BigKeys password was changed',
    );
    expect(notice.text).toContain('/forgot-password');
  });

  it('works once only', async () => {
    const { email, token } = await customerWithResetLink();
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-Passphrase-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'LINK_INVALID',
      message: RECOVERY_MESSAGES.linkInvalid,
    });
    expect(await logIn(createTestClient(t.app), email, 'Another-Passphrase-77')).toBe(401);
    expect(await logIn(createTestClient(t.app), email, NEW_PASSWORD)).toBe(200);
  });

  it('lets only one of two racing resets through', async () => {
    const { token } = await customerWithResetLink();
    const codes = (
      await Promise.all([reset(token, 'Racing-Passphrase-One1'), reset(token, 'Racing-Two-2222')])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 400]);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { email, password, token } = await customerWithResetLink();
    const { rows } = await t.database.pool.query<{ minutes: number }>(
      `select extract(epoch from t.expires_at - t.created_at)::int / 60 as minutes
       from account_tokens t join users u on u.id = t.user_id
       where lower(u.email) = $1 and t.purpose = 'password-reset'`,
      [email],
    );
    expect(rows[0]?.minutes).toBe(30);
    await ageLinks(t, email);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect(await logIn(createTestClient(t.app), email, password)).toBe(200);
  });

  it("resets only the account the link was mailed to, never another one's", async () => {
    const a = await customerWithResetLink();
    const { client: b, ...bBody } = await passwordCustomer(t);
    expect((await reset(a.token)).statusCode).toBe(200);
    expect(await logIn(createTestClient(t.app), bBody.email, bBody.password)).toBe(200);
    expect(await logIn(createTestClient(t.app), bBody.email, NEW_PASSWORD)).toBe(401);
    expect(await isSignedIn(b)).toBe(true);
    // Nor does the body choose the account: unknown fields are refused outright.
    const c = await customerWithResetLink();
    const steer = await post(createTestClient(t.app), RESET, {
      token: c.token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      email: bBody.email,
    });
    expect(steer.statusCode).toBe(400);
  });

  it('voids an older link once a newer one is mailed', async () => {
    const { email, token: older } = await customerWithResetLink();
    await post(createTestClient(t.app), FORGOT, { email });
    const newer = await waitForLinkToken(mail, email, '/reset-password', 2);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('does not accept a sign-in link as a reset link', async () => {
    const body = await passwordCustomer(t);
    await post(createTestClient(t.app), '/api/v1/auth/sign-in-link', { email: body.email });
    const signInToken = await waitForLinkToken(mail, body.email, '/login/link');
    expect((await reset(signInToken)).statusCode).toBe(400);
    expect(await logIn(createTestClient(t.app), body.email, body.password)).toBe(200);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const { email, token } = await customerWithResetLink();
    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: AUTH_MESSAGES.passwordsDoNotMatch });
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: AUTH_MESSAGES.weakPassword });
    const ownAddress = await reset(token, email);
    expect(ownAddress.json()).toMatchObject({ message: AUTH_MESSAGES.weakPassword });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('marks the address verified, since the link came through it', async () => {
    const { email, token } = await customerWithResetLink({ emailVerified: false });
    const verified = () =>
      t.database.pool
        .query<{ v: boolean }>('select email_verified as v from users where lower(email) = $1', [
          email,
        ])
        .then((r) => r.rows[0]?.v);
    expect(await verified()).toBe(false);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await verified()).toBe(true);
  });

  it('refuses a link mailed to an address the account no longer has', async () => {
    const { email, token } = await customerWithResetLink();
    await t.database.pool.query('update users set email = $1 where lower(email) = $2', [
      uniqueEmail('moved'),
      email,
    ]);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('refuses malformed and unknown tokens with a 400, never a 500', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), 'A'.repeat(201), "' or 1=1 --"]) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
    }
  });
});
