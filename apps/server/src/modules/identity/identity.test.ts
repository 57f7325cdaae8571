import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '@store/shared/schemas/identity';
import { createSandboxIdentityKeys } from '../../adapters/identity/sandbox-identity';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { loadSecret } from '../../adapters/secrets/load-secret';
import { buildTestApp, countRows, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import {
  currentCheck,
  flaggedCustomer,
  IDENTITY_ENV,
  identitySnapshot,
  startCheck,
  VERIFICATION_URL,
} from '../../test/kits/identity-test-kit';
import { createTestClient } from '../../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(IDENTITY_ENV, { realtime: createRecordingRealtime() });
});
afterAll(async () => {
  await t.close();
});

describe('starting an identity check', () => {
  it('starts one at the sandbox, processing_verification from the start, and reads it back', async () => {
    const { client, userId } = await flaggedCustomer(t);
    expect(await currentCheck(client)).toEqual({
      identityRequireCheck: true,
      provider: 'sandbox',
      verification: null,
    });

    const verification = await startCheck(client);
    expect(verification).toMatchObject({
      status: 'processing_verification',
      error: null,
      provider: 'sandbox',
      verificationUrl: null,
      documentsReceived: false,
      ticketId: null,
      decidedAt: null,
    });
    expect(verification._id).toMatch(/^idv_/);
    const keys = createSandboxIdentityKeys(
      await loadSecret(t.config.sessionSecret, t.config.dataDir, 'session.key'),
    );
    const sessionId = keys.sessionIdFor(verification._id);
    expect(verification.verificationSecret).toBe(keys.clientSecretFor(sessionId));
    expect((await currentCheck(client)).verification).toEqual(verification);
    expect((await identitySnapshot(t, userId)).checks).toHaveLength(1);
  });

  it('carries on with the open check instead of starting another', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const first = await startCheck(client);
    const again = await startCheck(client);
    expect(again).toEqual(first);
    const [a, b] = await Promise.all([startCheck(client), startCheck(client)]);
    expect(a._id).toBe(first._id);
    expect(b._id).toBe(first._id);
    expect((await identitySnapshot(t, userId)).checks).toHaveLength(1);
  });

  it('refuses a customer the store did not ask, and a guest', async () => {
    const { client } = await signedInCustomer(t);
    const before = await countRows(t, 'identity_verifications');
    const res = await client.request({ method: 'POST', url: VERIFICATION_URL });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: IDENTITY_MESSAGES.checkNotRequired,
      code: 'IDENTITY_CHECK_NOT_REQUIRED',
    });
    const guest = createTestClient(t.app);
    expect((await guest.request({ url: VERIFICATION_URL })).statusCode).toBe(401);
    expect((await guest.request({ method: 'POST', url: VERIFICATION_URL })).statusCode).toBe(401);
    expect(await countRows(t, 'identity_verifications')).toBe(before);
  });

  it('starts at most 5 new checks a day', async () => {
    const { client, userId } = await flaggedCustomer(t);
    for (let i = 0; i < 5; i++) {
      const verification = await startCheck(client);
      // Each one ends refused, so the next start is a new check.
      await t.database.pool.query(
        `update identity_verifications set status = 'rejected', decided_at = now() where public_id = $1`,
        [verification._id],
      );
    }
    const res = await client.request({ method: 'POST', url: VERIFICATION_URL });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: IDENTITY_MESSAGES.tooManyStarts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await identitySnapshot(t, userId)).checks).toHaveLength(5);
  });

  it('never serves the secret of a check that is over, nor any cache', async () => {
    const { client } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    const res = await client.request({ url: VERIFICATION_URL });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await t.database.pool.query(
      `update identity_verifications set status = 'verified', decided_at = now() where public_id = $1`,
      [verification._id],
    );
    expect((await currentCheck(client)).verification).toMatchObject({
      status: 'verified',
      verificationSecret: null,
    });
  });
});

describe('one customer’s check is theirs alone', () => {
  it('shows each customer only their own check', async () => {
    const ada = await flaggedCustomer(t);
    const grace = await flaggedCustomer(t);
    const adas = await startCheck(ada.client);
    expect((await currentCheck(grace.client)).verification).toBeNull();
    const graces = await startCheck(grace.client);
    expect(graces._id).not.toBe(adas._id);
    expect((await currentCheck(ada.client)).verification?._id).toBe(adas._id);
  });
});

describe('a customer cannot lift their own identity check', () => {
  it('refuses identityRequireCheck in the settings and keeps the flag', async () => {
    const { client, userId } = await flaggedCustomer(t);
    for (const payload of [
      { identityRequireCheck: false },
      { firstName: 'Ada', identityRequireCheck: false },
      { identityCheckReason: null },
    ]) {
      const res = await client.request({ method: 'PATCH', url: '/api/v1/users/settings', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await identitySnapshot(t, userId)).user).toEqual({ flag: true, reason: 'staff' });
  });

  it('keeps the flag through every other change the customer may make', async () => {
    const { client, userId } = await flaggedCustomer(t);
    // Starting, reading and carrying on with a check leave it.
    await startCheck(client);
    await currentCheck(client);
    await startCheck(client);
    expect((await identitySnapshot(t, userId)).user).toEqual({ flag: true, reason: 'staff' });
    // So does a change of the settings (which ends the session).
    const saved = await client.request({
      method: 'PATCH',
      url: '/api/v1/users/settings',
      payload: { city: 'Basel', notifications: { email: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ user: { identityRequireCheck: true } });
    expect((await identitySnapshot(t, userId)).user).toEqual({ flag: true, reason: 'staff' });
  });
});

describe('a refused identity check in German', () => {
  it('is answered in the request’s language, with the same code', async () => {
    const { client } = await signedInCustomer(t);
    const res = await client.request({
      method: 'POST',
      url: VERIFICATION_URL,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Dein Konto braucht keine Identitätsprüfung.',
      code: 'IDENTITY_CHECK_NOT_REQUIRED',
    });
  });
});
