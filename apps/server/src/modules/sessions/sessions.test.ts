import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import { signedInCustomer } from '../../test/factories';
import { insertUser, updateUser } from '../users/users.repository';
import { sessionIdOf, SESSION_IDLE_MS, startSessionIfUnchanged } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: `${SESSION_COOKIE}=${token}` } });

/** A fresh customer's session token, as their browser's cookie holds it. */
async function sessionToken(): Promise<string> {
  const { client } = await signedInCustomer(t);
  const token = client.cookie(SESSION_COOKIE);
  if (!token) throw new Error('the customer has no session');
  return token;
}

describe('session expiry', () => {
  it('ends a session left unused for longer than the idle limit', async () => {
    const token = await sessionToken();
    expect((await me(token)).statusCode).toBe(200);
    const idleSince = new Date(Date.now() - SESSION_IDLE_MS - 60_000);
    await t.database.pool.query('update sessions set last_seen_at = $1 where id = $2', [
      idleSince,
      sessionIdOf(token),
    ]);
    expect((await me(token)).statusCode).toBe(401);
    // And it stays ended, even if it were touched again.
    await t.database.pool.query('update sessions set last_seen_at = now() where id = $1', [
      sessionIdOf(token),
    ]);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const token = await sessionToken();
    await t.database.pool.query(
      "update sessions set expires_at = now() - interval '1 second' where id = $1",
      [sessionIdOf(token)],
    );
    expect((await me(token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await sessionToken();
    const { rows } = await t.database.pool.query<{ id: string }>(
      'select id from sessions where id = $1 or id = $2',
      [token, sessionIdOf(token)],
    );
    expect(rows.map((r) => r.id)).toEqual([sessionIdOf(token)]);
  });

  it('ignores a malformed or unknown token', async () => {
    for (const token of ['x', 'a'.repeat(43), 'a'.repeat(500)]) {
      expect((await me(token)).statusCode).toBe(401);
    }
  });
});

describe('starting a session after a credential check', () => {
  it('refuses when the password or verification changed since the check', async () => {
    const { db } = t.database;
    const meta = { userAgent: 'test', ip: '127.0.0.1' };
    const user = await insertUser(db, {
      email: `checked.${randomBytes(5).toString('hex')}@example.test`,
      passwordHash: 'hash-as-checked',
    });
    if (!user) throw new Error('the customer was not stored');

    expect(await startSessionIfUnchanged(db, user.id, meta, user)).toBeDefined();
    await updateUser(db, user.id, { passwordHash: null, emailVerified: true });
    expect(await startSessionIfUnchanged(db, user.id, meta, user)).toBeUndefined();
    const now = { passwordHash: null, emailVerified: true };
    expect(await startSessionIfUnchanged(db, user.id, meta, now)).toBeDefined();
    await updateUser(db, user.id, { emailVerified: false });
    expect(await startSessionIfUnchanged(db, user.id, meta, now)).toBeUndefined();
  });
});
