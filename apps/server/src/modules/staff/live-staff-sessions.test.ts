import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../adapters/rate-limit/rate-limiter';
import { sha256 } from '../../lib/sha256';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { liveStaffAuth } from './live-staff-sessions';
import { STAFF_SESSION_IDLE_MS } from './staff-auth.service';
import { STAFF_COOKIE } from './staff-guard';

// How the back office signs in to live updates: its staff cookie, for the roles a channel
// admits, and the periodic re-check that ends a signed-out or idle member's connections.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function authAt(now: () => Date) {
  const ctx = {
    db: t.database.db,
    secret: Buffer.alloc(32),
    limiter: createMemoryRateLimiter(),
    now,
  };
  return liveStaffAuth(ctx, ['support']);
}

describe('liveStaffAuth', () => {
  it('signs in a support agent or an admin by the staff cookie, and no other role', async () => {
    const auth = authAt(() => new Date());
    for (const role of ['support', 'admin'] as const) {
      const member = await signedInStaff(t, role);
      const token = member.client.cookie(STAFF_COOKIE) ?? '';
      expect(await auth.signIn(token)).toEqual({ userId: member.userId, sessionId: sha256(token) });
    }
    const finance = await signedInStaff(t, 'finance');
    expect(await auth.signIn(finance.client.cookie(STAFF_COOKIE) ?? '')).toBeUndefined();
    expect(await auth.signIn('not-a-staff-session-token-at-all')).toBeUndefined();
    expect(auth.cookie).toBe(STAFF_COOKIE);
  });

  it('ends with the session: signed out, or idle for longer than staff sessions last', async () => {
    const member = await signedInStaff(t, 'support');
    const sessionId = sha256(member.client.cookie(STAFF_COOKIE) ?? '');
    expect(await authAt(() => new Date()).recheck(sessionId)).toBe(member.userId);
    const later = () => new Date(Date.now() + STAFF_SESSION_IDLE_MS + 60_000);
    expect(await authAt(later).recheck(sessionId)).toBeUndefined();

    expect((await postAdmin(member.client, '/auth/logout')).statusCode).toBe(204);
    expect(await authAt(() => new Date()).recheck(sessionId)).toBeUndefined();
  });
});
