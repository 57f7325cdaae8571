import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { SessionInfo, User } from '@store/shared/schemas/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerCustomer } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const userRow = async (id: string) =>
  (
    await t.database.pool.query<Record<string, unknown>>('select * from users where id = $1', [
      Number(id),
    ])
  ).rows[0];

async function signIn(client: TestClient, email: string, password: string): Promise<number> {
  const res = await client.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  return res.statusCode;
}

describe('reading a profile', () => {
  it('shows customers their own record and nobody else', async () => {
    const a = createTestClient(t.app);
    const b = createTestClient(t.app);
    const alice = await registerCustomer(a);
    const bob = await registerCustomer(b);
    const own = await a.request({ url: `/api/v1/users/${alice.userId}` });
    expect(own.statusCode).toBe(200);
    expect(User.parse(own.json()).email).toBe(alice.body.email);
    expect((await b.request({ url: `/api/v1/users/${alice.userId}` })).statusCode).toBe(403);
    expect((await a.request({ url: `/api/v1/users/${bob.userId}` })).statusCode).toBe(403);
    expect(
      (await createTestClient(t.app).request({ url: `/api/v1/users/${alice.userId}` })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/v1/users/settings', () => {
  it('saves allowed fields and notification switches, then ends the session', async () => {
    const client = createTestClient(t.app);
    const { userId } = await registerCustomer(client);
    const res = await client.request({
      method: 'PATCH',
      url: '/api/v1/users/settings',
      payload: { userId, city: 'Geneva', notifications: { browser: true, email: false } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; user: User }>();
    expect(body.success).toBe(true);
    expect(body.user.city).toBe('Geneva');
    expect(body.user.notifications).toEqual({ browser: true, email: false, sms: false });
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it.each([
    ['role', { role: 'admin' }],
    ['emailVerified', { emailVerified: true }],
    ['level', { level: 5 }],
    ['balance', { balance: 100000 }],
    ['region', { region: 'US' }],
    ['an unknown notification channel', { notifications: { pigeon: true } }],
    ['an empty name', { firstName: '' }],
    ['a wrong type', { city: 42 }],
    ['a 10 MB string', { address: 'x'.repeat(10 * 1024 * 1024) }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const client = createTestClient(t.app);
    const { userId } = await registerCustomer(client);
    const before = await userRow(userId);
    const res = await client.request({ method: 'PATCH', url: '/api/v1/users/settings', payload });
    expect(res.statusCode).toBe(400);
    expect(await userRow(userId)).toEqual(before);
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
  });

  it('refuses to change another customer', async () => {
    const a = createTestClient(t.app);
    const alice = await registerCustomer(a);
    const bob = await registerCustomer(createTestClient(t.app));
    const before = await userRow(bob.userId);
    const res = await a.request({
      method: 'PATCH',
      url: '/api/v1/users/settings',
      payload: { userId: bob.userId, city: 'Elsewhere' },
    });
    expect(res.statusCode).toBe(403);
    expect(await userRow(bob.userId)).toEqual(before);
    expect(alice.userId).not.toBe(bob.userId);
  });

  it('asks for the current password before a new e-mail address and saves nothing without', async () => {
    const client = createTestClient(t.app);
    const { userId } = await registerCustomer(client);
    const before = await userRow(userId);
    for (const [payload, message] of [
      [{ email: 'new.address@example.test', city: 'Basel' }, AUTH_MESSAGES.currentPasswordRequired],
      [
        { email: 'new.address@example.test', city: 'Basel', currentPassword: 'Not-It-1234' },
        AUTH_MESSAGES.currentPasswordWrong,
      ],
    ] as const) {
      const res = await client.request({ method: 'PATCH', url: '/api/v1/users/settings', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await userRow(userId)).toEqual(before);
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
  });

  it('keeps the address until the new one is confirmed, even when another account has it', async () => {
    const taken = await registerCustomer(createTestClient(t.app));
    const client = createTestClient(t.app);
    const { userId, body } = await registerCustomer(client);
    const res = await client.request({
      method: 'PATCH',
      url: '/api/v1/users/settings',
      payload: { email: taken.body.email.toUpperCase(), currentPassword: body.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      pendingEmail: taken.body.email,
      user: { email: body.email },
    });
    expect((await userRow(userId))?.email).toBe(body.email);
    expect((await userRow(taken.userId))?.email).toBe(taken.body.email);
  });
});

describe('POST /api/v1/users/update-password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const here = createTestClient(t.app);
    const { body } = await registerCustomer(here);
    const elsewhere = createTestClient(t.app);
    expect(await signIn(elsewhere, body.email, body.password)).toBe(200);

    const newPassword = 'A-Brand-New-Passphrase-77';
    const res = await here.request({
      method: 'POST',
      url: '/api/v1/users/update-password',
      payload: { currentPassword: body.password, newPassword },
    });
    expect(res.statusCode).toBe(200);
    expect((await here.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
    expect((await elsewhere.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect(await signIn(createTestClient(t.app), body.email, body.password)).toBe(401);
    expect(await signIn(createTestClient(t.app), body.email, newPassword)).toBe(200);
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const client = createTestClient(t.app);
    const { body, userId } = await registerCustomer(client);
    const before = await userRow(userId);
    const wrong = await client.request({
      method: 'POST',
      url: '/api/v1/users/update-password',
      payload: { currentPassword: 'Not-My-Password-1', newPassword: 'Another-Long-Phrase-9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.currentPasswordWrong });
    const weak = await client.request({
      method: 'POST',
      url: '/api/v1/users/update-password',
      payload: { currentPassword: body.password, newPassword: 'password1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: AUTH_MESSAGES.weakPassword });
    expect(await userRow(userId)).toEqual(before);
  });
});

describe('sessions', () => {
  it('lists the live sessions and signs out the others', async () => {
    const here = createTestClient(t.app);
    const { body } = await registerCustomer(here);
    const other = createTestClient(t.app);
    await signIn(other, body.email, body.password);
    const list = SessionInfo.array().parse(
      (await here.request({ url: '/api/v1/users/sessions' })).json(),
    );
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const res = await here.request({ method: 'POST', url: '/api/v1/users/sessions/revoke-others' });
    expect(res.statusCode).toBe(200);
    expect((await other.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await here.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
  });
});
