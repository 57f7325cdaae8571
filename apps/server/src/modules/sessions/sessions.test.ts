import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerCustomer } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import { sessionIdOf, SESSION_IDLE_MS } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('session expiry', () => {
  it('ends a session left unused for longer than the idle limit', async () => {
    const { token } = await registerCustomer(createTestClient(t.app));
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
    const { token } = await registerCustomer(createTestClient(t.app));
    await t.database.pool.query(
      "update sessions set expires_at = now() - interval '1 second' where id = $1",
      [sessionIdOf(token)],
    );
    expect((await me(token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await registerCustomer(createTestClient(t.app));
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
