import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { flaggedCustomer, identitySnapshot, startCheck } from '../../test/kits/identity-test-kit';
import {
  startStripeIdentityStandIn,
  type StandInDelivery,
  type StripeIdentityStandIn,
} from '../../test/stripe-identity-stand-in';

const WEBHOOK = '/api/v1/identity/stripe/webhook';
const realtime = createRecordingRealtime();
let standIn: StripeIdentityStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStripeIdentityStandIn();
  t = await buildTestApp(
    {
      IDENTITY_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_IDENTITY_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: standIn.url,
    },
    { realtime },
  );
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const deliver = (delivery: StandInDelivery, signature = delivery.signature) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: delivery.body,
  });

describe('identity checks with Stripe Identity', () => {
  it('starts a Stripe session whose client secret is the verificationSecret', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    const session = standIn.sessions().find((s) => s.client_reference_id === verification._id);
    expect(session).toMatchObject({ type: 'document', metadata: { user: String(userId) } });
    expect(verification).toMatchObject({
      provider: 'stripe',
      status: 'processing_verification',
      verificationSecret: session?.client_secret,
      verificationUrl: session?.url,
    });
  });

  it('follows Stripe’s events: another document asked for, then verified', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    const sessionId = verification.verificationSecret?.split('_secret_')[0] ?? '';
    const retry = standIn.move(sessionId, 'requires_input', { code: 'document_expired' });
    expect((await deliver(retry)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await identitySnapshot(t, userId)).checks[0]).toMatchObject({
      status: 'requires_input',
      error: 'document_expired',
    });
    const verified = standIn.move(sessionId, 'verified');
    expect((await deliver(verified)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await identitySnapshot(t, userId)).toMatchObject({
      checks: [{ status: 'verified', error: null }],
      user: { flag: false },
    });
    expect(realtime.identity.filter((m) => m.userId === userId).map((m) => m.message)).toEqual([
      { status: 'requires_input', error: 'document_expired' },
      { status: 'verified', error: null },
    ]);
    // Stripe retries: the same event changes nothing.
    expect((await deliver(verified)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('refuses a forged delivery and changes nothing; a cancelled session is rejected', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    const sessionId = verification.verificationSecret?.split('_secret_')[0] ?? '';
    const before = await identitySnapshot(t, userId);
    const delivery = standIn.move(sessionId, 'verified');
    const forged = await deliver(delivery, standIn.sign(delivery.body, { secret: 'whsec_forged' }));
    expect(forged.statusCode).toBe(400);
    expect(await identitySnapshot(t, userId)).toEqual(before);

    await deliver(standIn.move(sessionId, 'canceled'));
    await drainOutbox(t);
    expect(await identitySnapshot(t, userId)).toMatchObject({
      checks: [{ status: 'rejected', error: 'verification_canceled' }],
      user: { flag: true },
      tickets: [{ category: 'identity' }],
    });
  });

  it('has no sandbox upload or sandbox webhook beside Stripe', async () => {
    const { client } = await flaggedCustomer(t);
    const upload = await client.request({
      method: 'POST',
      url: '/api/v1/sandbox/identity/ivs_sbx_abc/documents',
    });
    expect(upload.statusCode).toBe(404);
    const sandboxRoutes = t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/v1/sandbox/identity') ||
        route.url === '/api/v1/identity/webhook',
    );
    expect(sandboxRoutes).toEqual([]);
  });
});
