import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import { AuthReply, SESSION_COOKIE } from '@store/shared/schemas/auth';
import { DEVICE_COOKIE } from '../modules/auth/device-token';
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

// Security item 4: when sign-in is throttled, the owner still gets in with a single-use,
// short-lived sign-in link mailed to the account's address.

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

const ASK = '/api/v1/auth/sign-in-link';
const CONSUME = '/api/v1/auth/sign-in-link/consume';

/** A customer with a password and a link to /login/link mailed to them. */
const customerWithSignInLink = (options?: { emailVerified?: boolean }) =>
  customerWithMailedLink(t, mail, '/login/link', options);

describe('asking for a sign-in link', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const { email } = await passwordCustomer(t);
    const stranger = uniqueEmail('nobody');
    const unknown = await post(createTestClient(t.app), ASK, { email: stranger });
    const known = await post(createTestClient(t.app), ASK, { email });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.linkSent });
    await waitForLinkToken(mail, email, '/login/link');
    expect(await countLinkMails(mail, stranger, '/login/link')).toBe(0);
  });

  it('limits requests per address, for unknown addresses exactly as for known ones', async () => {
    const { email: known } = await passwordCustomer(t);
    for (const email of [known, uniqueEmail('nobody')]) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await post(createTestClient(t.app), ASK, { email })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    expect(await countLinkMails(mail, known, '/login/link')).toBe(3);
  });

  it('limits requests per client address', async () => {
    const client = createTestClient(t.app);
    for (let i = 0; i < 10; i++)
      expect((await post(client, ASK, { email: uniqueEmail('many') })).statusCode).toBe(200);
    const refused = await post(client, ASK, { email: uniqueEmail('many') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe('using a sign-in link', () => {
  it('signs in with a fresh session of its own', async () => {
    const { client: owner, token } = await customerWithSignInLink();
    const browser = createTestClient(t.app);
    const res = await post(browser, CONSUME, { token });
    expect(res.statusCode).toBe(200);
    AuthReply.parse(res.json());
    const session = browser.cookie(SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(session).not.toBe(owner.cookie(SESSION_COOKIE));
    expect(await isSignedIn(browser)).toBe(true);
    // The session the owner already had is left alone.
    expect(await isSignedIn(owner)).toBe(true);
  });

  it('lets the owner in while sign-in with a password is throttled', async () => {
    const { email, password } = await passwordCustomer(t);
    // A stranger's wrong passwords until sign-in answers 429.
    const attacker = createTestClient(t.app);
    let code = 0;
    for (let i = 0; i < 40 && code !== 429; i++) code = await logIn(attacker, email, 'wrong-one');
    expect(code).toBe(429);
    await post(createTestClient(t.app), ASK, { email });
    const token = await waitForLinkToken(mail, email, '/login/link');
    const owner = createTestClient(t.app);
    expect((await post(owner, CONSUME, { token })).statusCode).toBe(200);
    expect(await isSignedIn(owner)).toBe(true);
    // The browser now counts as known to the account: while the stranger's attack goes on,
    // it signs in with the password again after signing out.
    expect(owner.cookie(DEVICE_COOKIE)).toBeDefined();
    expect((await post(owner, '/api/v1/auth/logout', {})).statusCode).toBe(200);
    expect(await logIn(attacker, email, 'wrong-again')).toBe(429);
    expect(await logIn(owner, email, password)).toBe(200);
  });

  it('works once only', async () => {
    const { token } = await customerWithSignInLink();
    expect((await post(createTestClient(t.app), CONSUME, { token })).statusCode).toBe(200);
    const again = createTestClient(t.app);
    const res = await post(again, CONSUME, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'LINK_INVALID',
      message: RECOVERY_MESSAGES.linkInvalid,
    });
    expect(again.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('lets only one of many racing uses through', async () => {
    const { token } = await customerWithSignInLink();
    const codes = (
      await Promise.all(
        Array.from({ length: 5 }, () => post(createTestClient(t.app), CONSUME, { token })),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(4);
  });

  it('is short-lived: 15 minutes, then refused', async () => {
    const { email, token } = await customerWithSignInLink();
    const { rows } = await t.database.pool.query<{ minutes: number }>(
      `select extract(epoch from t.expires_at - t.created_at)::int / 60 as minutes
       from account_tokens t join users u on u.id = t.user_id
       where lower(u.email) = $1 and t.purpose = 'sign-in-link'`,
      [email],
    );
    expect(rows[0]?.minutes).toBe(15);
    await ageLinks(t, email);
    expect((await post(createTestClient(t.app), CONSUME, { token })).statusCode).toBe(400);
  });

  it('is not spent by opening the page it links to', async () => {
    const { token } = await customerWithSignInLink();
    // What a mail scanner does: fetch the link, and the API path with the token as a GET.
    await t.app.inject({ url: `/login/link?token=${token}` });
    const asGet = await t.app.inject({ url: `${CONSUME}?token=${token}` });
    expect(asGet.statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(createTestClient(t.app), CONSUME, { token })).statusCode).toBe(200);
  });

  it('needs the CSRF header, so another site cannot sign a browser in', async () => {
    const { token } = await customerWithSignInLink();
    const browser = createTestClient(t.app);
    const forged = await browser.request({
      method: 'POST',
      url: CONSUME,
      payload: { token },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await post(browser, CONSUME, { token })).statusCode).toBe(200);
  });

  it('does not accept a password-reset link as a sign-in link', async () => {
    const { email } = await passwordCustomer(t);
    await post(createTestClient(t.app), '/api/v1/auth/password/forgot', { email });
    const resetToken = await waitForLinkToken(mail, email, '/reset-password');
    expect((await post(createTestClient(t.app), CONSUME, { token: resetToken })).statusCode).toBe(
      400,
    );
  });

  it('signs in only the account it was mailed to', async () => {
    const a = await customerWithSignInLink();
    const b = await passwordCustomer(t);
    const browser = createTestClient(t.app);
    const res = await post(browser, CONSUME, { token: a.token, email: b.email });
    expect(res.statusCode).toBe(400);
    const used = await post(browser, CONSUME, { token: a.token });
    expect(AuthReply.parse(used.json()).user.email).toBe(a.email);
  });

  it('verifies an unverified address, since the link came through it', async () => {
    const { token } = await customerWithSignInLink({ emailVerified: false });
    const res = await post(createTestClient(t.app), CONSUME, { token });
    expect(AuthReply.parse(res.json()).emailVerified).toBe(true);
  });

  it('dies when the password is reset', async () => {
    const { email, token } = await customerWithSignInLink();
    await post(createTestClient(t.app), '/api/v1/auth/password/forgot', { email });
    const resetToken = await waitForLinkToken(mail, email, '/reset-password');
    const reset = await post(createTestClient(t.app), '/api/v1/auth/password/reset', {
      token: resetToken,
      newPassword: 'Brand-New-Passphrase-42',
      confirmPassword: 'Brand-New-Passphrase-42',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(createTestClient(t.app), CONSUME, { token })).statusCode).toBe(400);
  });

  it('limits uses per client address, right or wrong', async () => {
    const client = createTestClient(t.app);
    for (let i = 0; i < 20; i++)
      expect((await post(client, CONSUME, { token: 'A'.repeat(43) })).statusCode).toBe(400);
    const { token } = await customerWithSignInLink();
    const refused = await post(client, CONSUME, { token });
    expect(refused.statusCode).toBe(429);
    // The link itself was not spent by the refused try.
    expect((await post(createTestClient(t.app), CONSUME, { token })).statusCode).toBe(200);
  });
});
