import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { AuthReply, SESSION_COOKIE, type RegisterBody } from '@store/shared/schemas/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerCustomer, registration } from '../../test/factories';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClient } from '../../test/test-client';

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

const countUsers = async (): Promise<number> =>
  Number(
    (await t.database.pool.query<{ n: string }>('select count(*) as n from users')).rows[0]?.n,
  );

async function codeFor(email: string): Promise<string> {
  const received = await mail.waitForMail((m) => m.to.includes(email), 10_000);
  const code = /\b(\d{6})\b/.exec(received.text)?.[1];
  if (!code) throw new Error(`no code in: ${received.text}`);
  return code;
}

describe('registration', () => {
  it('creates an unverified account without signing in; the mailed code signs it in', async () => {
    const client = createTestClient(t.app);
    const body = registration();
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.registrationReceived });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const { rows } = await t.database.pool.query<{ email_verified: boolean }>(
      'select email_verified from users where email = $1',
      [body.email],
    );
    expect(rows).toEqual([{ email_verified: false }]);

    const code = await codeFor(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.request({
      method: 'POST',
      url: '/api/v1/auth/register/verify',
      payload: { email: body.email, verificationCode: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.verificationCodeInvalid });

    const verified = await client.request({
      method: 'POST',
      url: '/api/v1/auth/register/verify',
      payload: { email: body.email.toUpperCase(), verificationCode: code },
    });
    expect(verified.statusCode).toBe(200);
    const reply = AuthReply.parse(verified.json());
    expect(reply.emailVerified).toBe(true);
    expect(reply.hasMissingInfo).toBe(false);
    expect(reply.user.email).toBe(body.email);
    expect(JSON.stringify(reply)).not.toContain('passwordHash');
    const cookie = verified.cookies.find((c) => c.name === SESSION_COOKIE) as
      { httpOnly?: boolean; sameSite?: string; value: string } | undefined;
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22); // ≥128 bits
    const me = AuthReply.parse((await client.request({ url: '/api/v1/auth/me' })).json());
    expect(me.emailVerified).toBe(true);

    // Spent: the code does not sign in a second time.
    const again = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/register/verify',
      payload: { email: body.email, verificationCode: code },
    });
    expect(again.statusCode).toBe(400);
  });

  it('verifies with the code while signed in, as the welcome page does', async () => {
    const client = createTestClient(t.app);
    const { body } = await registerCustomer(client);
    const code = await codeFor(body.email);
    const verified = await client.request({
      method: 'POST',
      url: '/api/v1/users/verify-email',
      payload: { verificationCode: code },
    });
    expect(verified.statusCode).toBe(200);
    const me = AuthReply.parse((await client.request({ url: '/api/v1/auth/me' })).json());
    expect(me.emailVerified).toBe(true);
  });

  it('answers an e-mail already registered, in any letter case, like a new one', async () => {
    const { body } = await registerCustomer(createTestClient(t.app));
    const before = await countUsers();
    const again = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration({ email: body.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ success: true, message: AUTH_MESSAGES.registrationReceived });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a missing field', { firstName: undefined }, AUTH_MESSAGES.requiredFields],
    ['an empty field', { city: '   ' }, AUTH_MESSAGES.requiredFields],
    [
      'different passwords',
      { password: 'Quite-Long-Passphrase-1', confirmPassword: 'Other-Long-Passphrase-2' },
      AUTH_MESSAGES.passwordsDoNotMatch,
    ],
    ['a short password', { password: 'Sh0rt!' }, AUTH_MESSAGES.weakPassword],
    ['a common password', { password: 'qwertyuiop' }, AUTH_MESSAGES.weakPassword],
    [
      'the e-mail as password',
      { email: 'samename@example.test', password: 'samename@example.test' },
      AUTH_MESSAGES.weakPassword,
    ],
    ['a field the spec does not list', { acceptTerms: true }, undefined],
    ['a wrong type', { birthday: 19901210 }, undefined],
    ['an impossible date', { birthday: '1990-02-31x' }, undefined],
    ['a privileged field', { role: 'admin' }, undefined],
    ['a verified flag', { emailVerified: true }, undefined],
    ['a 10 MB string', { address: 'x'.repeat(10 * 1024 * 1024) }, undefined],
  ])('answers 400 to %s and creates nothing', async (_case, overrides, message) => {
    const before = await countUsers();
    const payload = registration(overrides as Partial<RegisterBody>) as Record<string, unknown>;
    // An undefined field is left out of the JSON: that is the missing-field case.
    const res = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string }>();
    if (message) expect(body.message).toBe(message);
    else expect(body.message.length).toBeGreaterThan(0);
    expect(await countUsers()).toBe(before);
  });

  it('keeps a trimmed referral code and ignores an empty one', async () => {
    const withCode = await registerCustomer(createTestClient(t.app), {
      referralCode: '  FRIEND42 ',
    });
    const without = await registerCustomer(createTestClient(t.app), { referralCode: '   ' });
    const { rows } = await t.database.pool.query<{ id: number; referred_by_code: string | null }>(
      'select id, referred_by_code from users where id = any($1::int[]) order by id',
      [[Number(withCode.userId), Number(without.userId)]],
    );
    expect(rows.map((r) => r.referred_by_code)).toEqual(['FRIEND42', null]);
  });

  it('throttles asking for another code', async () => {
    const client = createTestClient(t.app);
    await registerCustomer(client);
    const res = await client.request({ method: 'POST', url: '/api/v1/users/resend-verification' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with a new session token each time, and the old one stops working', async () => {
    const first = createTestClient(t.app);
    const { body, token: registeredToken } = await registerCustomer(first);
    const res = await first.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email.toUpperCase(), password: body.password },
    });
    expect(res.statusCode).toBe(200);
    const reply = AuthReply.parse(res.json());
    expect(reply.token).toBeDefined();
    expect(reply.token).not.toBe(registeredToken);
    expect(reply.accessToken).toBe(reply.token);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${registeredToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${reply.token ?? ''}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    const { body } = await registerCustomer(createTestClient(t.app));
    const wrongPassword = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: 'Not-The-Password-1' },
    });
    const unknown = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody.here@example.test', password: 'Not-The-Password-1' },
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: AUTH_MESSAGES.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('answers 429 after repeated wrong passwords, even to the right one', async () => {
    const { body } = await registerCustomer(createTestClient(t.app));
    const attacker = createTestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attacker.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: body.email, password: `Wrong-Password-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const right = await attacker.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('ends the session on logout: the cookie stops working', async () => {
    const client = createTestClient(t.app);
    await registerCustomer(client);
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
    const token = client.cookie(SESSION_COOKIE);
    const out = await client.request({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const replayed = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${token ?? ''}` },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it('lets an API client use the token as a Bearer header without CSRF', async () => {
    const { token } = await registerCustomer(createTestClient(t.app));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});
