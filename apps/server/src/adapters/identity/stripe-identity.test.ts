import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStripeIdentityStandIn,
  type StripeIdentityStandIn,
} from '../../test/stripe-identity-stand-in';
import type { IdentityProvider } from './identity-provider';
import { createStripeIdentity, readStripeIdentityWebhook } from './stripe-identity';

let standIn: StripeIdentityStandIn;
let identity: IdentityProvider;
beforeAll(async () => {
  standIn = await startStripeIdentityStandIn();
  identity = createStripeIdentity({ secretKey: standIn.secretKey, apiUrl: standIn.url });
});
afterAll(async () => {
  await standIn.close();
});

const start = (reference = `idv_${randomUUID()}`) =>
  identity.startSession({ reference, userId: 42, returnUrl: 'https://store.test/' });

const read = (delivery: { body: string; signature: string }, receivedAt = new Date()) =>
  readStripeIdentityWebhook(standIn.webhookSecret, {
    rawBody: delivery.body,
    signature: delivery.signature,
    receivedAt,
  });

describe('Stripe Identity: sessions', () => {
  it('opens a document check with a matching selfie, for the customer, once per reference', async () => {
    const reference = `idv_${randomUUID()}`;
    const session = await start(reference);
    expect(await start(reference)).toEqual(session);
    expect(session.sessionId).toMatch(/^vs_/);
    expect(session.clientSecret).toMatch(new RegExp(`^${session.sessionId}_secret_`));
    expect(session.url).toMatch(/^https:\/\//);
    const stored = standIn.sessions().filter((s) => s.client_reference_id === reference);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: 'document',
      metadata: { user: '42', reference },
      options: { document: { require_matching_selfie: true } },
      return_url: 'https://store.test/',
    });
  });

  it('hands out an open session’s secret again', async () => {
    const session = await start();
    expect(await identity.resumeSession(session.sessionId)).toEqual(session);
  });

  it('fails a call Stripe refuses, and a wrong key', async () => {
    await expect(identity.resumeSession('vs_unknown')).rejects.toThrow(/No such verification/);
    const wrongKey = createStripeIdentity({ secretKey: 'sk_test_wrong', apiUrl: standIn.url });
    await expect(
      wrongKey.startSession({ reference: 'idv_x', userId: 1, returnUrl: 'https://store.test/' }),
    ).rejects.toThrow(/Invalid API Key/);
  });
});

describe('Stripe Identity: webhooks', () => {
  it.each([
    ['processing', { status: 'processing_verification', error: null }],
    ['verified', { status: 'verified', error: null }],
    ['requires_input', { status: 'requires_input', error: 'selfie_face_mismatch' }],
    ['canceled', { status: 'rejected', error: 'verification_canceled' }],
  ] as const)('reads identity.verification_session.%s', async (type, expected) => {
    const session = await start();
    const delivery = standIn.move(session.sessionId, type, { code: 'selfie_face_mismatch' });
    expect(read(delivery)).toEqual({
      kind: 'event',
      event: {
        id: delivery.eventId,
        created: expect.any(Number) as number,
        sessionId: session.sessionId,
        ...expected,
      },
    });
  });

  it('refuses a forged, a stale and a misshapen delivery, and ignores other types', async () => {
    const session = await start();
    const delivery = standIn.move(session.sessionId, 'verified');
    expect(
      read({ ...delivery, signature: standIn.sign(delivery.body, { secret: 'whsec_other' }) }),
    ).toEqual({
      kind: 'refused',
      reason: 'bad-signature',
    });
    expect(read({ ...delivery, body: delivery.body.replace('verified', 'canceled') })).toEqual({
      kind: 'refused',
      reason: 'bad-signature',
    });
    expect(read(delivery, new Date(Date.now() + 10 * 60_000))).toEqual({
      kind: 'refused',
      reason: 'stale-signature',
    });
    const misshapen = JSON.stringify({
      id: 'evt_1',
      type: 'identity.verification_session.verified',
      created: 1,
      data: {},
    });
    expect(read({ body: misshapen, signature: standIn.sign(misshapen) })).toEqual({
      kind: 'refused',
      reason: 'malformed-event',
    });
    const other = JSON.stringify({
      id: 'evt_2',
      type: 'identity.verification_session.created',
      created: 1,
      data: { object: {} },
    });
    expect(read({ body: other, signature: standIn.sign(other) })).toEqual({
      kind: 'ignored',
      eventId: 'evt_2',
      type: 'identity.verification_session.created',
    });
  });
});
