import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, PUSH_MESSAGES } from '@store/shared/schemas/push';
import { loadVapidKeys } from '../../adapters/push/vapid-keys';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import {
  listSubscriptionsOf,
  removeSubscription,
  stampSubscriptionSent,
} from './push-subscriptions.repository';

const BASE = '/api/v1/notifications/push';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A subscription as a browser hands it over: a fresh endpoint and real keys. */
function browserSubscription(
  endpoint = `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const subscribe = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({
    method: 'POST',
    url: `${BASE}/subscriptions`,
    payload: payload as object,
    headers,
  });
const unsubscribe = (client: TestClient, endpoint: string) =>
  client.request({ method: 'DELETE', url: `${BASE}/subscriptions`, payload: { endpoint } });
const lookUp = (client: TestClient, payload: unknown) =>
  client.request({
    method: 'POST',
    url: `${BASE}/subscriptions/lookup`,
    payload: payload as object,
  });

type Row = {
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
};
async function storedRow(endpoint: string): Promise<Row | undefined> {
  const { rows } = await t.database.pool.query<Row>(
    'select user_id, endpoint, p256dh, auth, user_agent from push_subscriptions where endpoint = $1',
    [endpoint],
  );
  return rows[0];
}

describe('the VAPID public key', () => {
  it('is served to anyone, and is the key generated under DATA_DIR/secrets', async () => {
    const res = await createTestClient(t.app).request({ url: `${BASE}/public-key` });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe((await loadVapidKeys(undefined, t.config.dataDir)).publicKey);
  });
});

describe('subscribing a device', () => {
  it('stores the subscription for the signed-in customer with the browser it came from', async () => {
    const { client, userId } = await signedInCustomer(t);
    const subscription = browserSubscription();
    const res = await subscribe(client, subscription, { 'user-agent': 'Firefox on Linux' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await storedRow(subscription.endpoint)).toEqual({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      user_agent: 'Firefox on Linux',
    });
  });

  it('asks a guest to sign in, and refuses a request without the CSRF token', async () => {
    const subscription = browserSubscription();
    const guest = await subscribe(createTestClient(t.app), subscription);
    expect(guest.statusCode).toBe(401);
    const { client } = await signedInCustomer(t);
    const forged = await client.request({
      method: 'POST',
      url: `${BASE}/subscriptions`,
      payload: subscription,
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'EBADCSRFTOKEN' });
    expect(await storedRow(subscription.endpoint)).toBeUndefined();
  });

  it.each([
    ['http://push.example.test/send/1', PUSH_MESSAGES.endpointNotHttps],
    ['ftp://push.example.test/send/1', PUSH_MESSAGES.endpointNotHttps],
    ['javascript:alert(1)', PUSH_MESSAGES.endpointNotHttps],
    ['not an address', PUSH_MESSAGES.endpointInvalid],
    ['https://127.0.0.1/send/1', PUSH_MESSAGES.endpointNotPublic],
    ['https://0x7f.1/send/1', PUSH_MESSAGES.endpointNotPublic],
    ['https://[::1]:8443/send/1', PUSH_MESSAGES.endpointNotPublic],
    ['https://localhost/send/1', PUSH_MESSAGES.endpointNotPublic],
    ['https://user:secret@push.example.test/send/1', PUSH_MESSAGES.endpointNotPublic],
    [`https://push.example.test/${'a'.repeat(2048)}`, PUSH_MESSAGES.endpointInvalid],
  ])('refuses the endpoint %s with a clear message', async (endpoint, message) => {
    const { client } = await signedInCustomer(t);
    const res = await subscribe(client, browserSubscription(endpoint));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(await storedRow(endpoint)).toBeUndefined();
  });

  it('refuses keys no browser could have made', async () => {
    const { client } = await signedInCustomer(t);
    const good = browserSubscription();
    const cases = [
      // Too short, and not base64url at all.
      { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) },
      { ...good.keys, auth: 'not/base64+at all' },
      // The right length, but no point on the curve.
      { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') },
    ];
    for (const keys of cases) {
      const res = await subscribe(client, { endpoint: good.endpoint, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: PUSH_MESSAGES.keysInvalid });
    }
    expect(await storedRow(good.endpoint)).toBeUndefined();
  });

  it('keeps one row per device: a new subscription on it replaces the keys, and another customer takes it over', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const first = browserSubscription();
    expect((await subscribe(ada.client, first)).statusCode).toBe(201);
    const renewed = browserSubscription(first.endpoint);
    expect((await subscribe(ada.client, renewed)).statusCode).toBe(201);
    expect(await storedRow(first.endpoint)).toMatchObject({
      user_id: ada.userId,
      p256dh: renewed.keys.p256dh,
    });

    // Grace signs in on the same browser and turns notifications on.
    const taken = browserSubscription(first.endpoint);
    expect((await subscribe(grace.client, taken)).statusCode).toBe(201);
    expect(await storedRow(first.endpoint)).toMatchObject({
      user_id: grace.userId,
      auth: taken.keys.auth,
    });
    expect(await listSubscriptionsOf(t.database.db, ada.userId)).toEqual([]);
  });

  it(`keeps a customer's newest ${MAX_PUSH_DEVICES} devices, dropping the oldest`, async () => {
    const { client, userId } = await signedInCustomer(t);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 2 }, () => browserSubscription());
    for (const device of devices) expect((await subscribe(client, device)).statusCode).toBe(201);
    const kept = await listSubscriptionsOf(t.database.db, userId);
    expect(kept.map((s) => s.endpoint)).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .reverse(),
    );
  });
});

describe('unsubscribing a device', () => {
  it("forgets the customer's own device, and leaves another customer's alone", async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const device = browserSubscription();
    await subscribe(ada.client, device);

    const foreign = await unsubscribe(grace.client, device.endpoint);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ success: true, removed: false });
    expect(await storedRow(device.endpoint)).toMatchObject({ user_id: ada.userId });

    const guest = await unsubscribe(createTestClient(t.app), device.endpoint);
    expect(guest.statusCode).toBe(401);

    const own = await unsubscribe(ada.client, device.endpoint);
    expect(own.json()).toEqual({ success: true, removed: true });
    expect(await storedRow(device.endpoint)).toBeUndefined();
    expect((await unsubscribe(ada.client, device.endpoint)).json()).toEqual({
      success: true,
      removed: false,
    });
  });
});

describe('asking whether this device receives notifications', () => {
  it('says so only for a device stored for the signed-in customer', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const device = browserSubscription();
    expect((await lookUp(ada.client, { endpoint: device.endpoint })).json()).toEqual({
      stored: false,
    });

    await subscribe(ada.client, device);
    const own = await lookUp(ada.client, { endpoint: device.endpoint });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ stored: true });
    expect((await lookUp(grace.client, { endpoint: device.endpoint })).json()).toEqual({
      stored: false,
    });

    // Signing out on this browser has the web forget the device first.
    await unsubscribe(ada.client, device.endpoint);
    expect((await lookUp(ada.client, { endpoint: device.endpoint })).json()).toEqual({
      stored: false,
    });
  });

  it('asks a guest to sign in, and refuses a request without an endpoint or the CSRF token', async () => {
    const { endpoint } = browserSubscription();
    expect((await lookUp(createTestClient(t.app), { endpoint })).statusCode).toBe(401);
    const { client } = await signedInCustomer(t);
    const empty = await lookUp(client, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const tooLong = await lookUp(client, {
      endpoint: `https://push.example.test/${'a'.repeat(2048)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    const forged = await client.request({
      method: 'POST',
      url: `${BASE}/subscriptions/lookup`,
      payload: { endpoint },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe("the notification service's view of the devices", () => {
  it('lists them newest first, stamps a send and forgets one its push service says is gone', async () => {
    const { client, userId } = await signedInCustomer(t);
    const older = browserSubscription();
    const newer = browserSubscription();
    await subscribe(client, older);
    await subscribe(client, newer);
    const listed = await listSubscriptionsOf(t.database.db, userId);
    expect(listed.map(({ id: _id, ...device }) => device)).toEqual([
      { endpoint: newer.endpoint, ...newer.keys },
      { endpoint: older.endpoint, ...older.keys },
    ]);

    const sentAt = new Date('2030-01-02T03:04:05Z');
    await stampSubscriptionSent(t.database.db, newer.endpoint, sentAt);
    const { rows } = await t.database.pool.query<{ last_sent_at: Date | null }>(
      'select last_sent_at from push_subscriptions where endpoint = $1',
      [newer.endpoint],
    );
    expect(rows[0]?.last_sent_at?.toISOString()).toBe(sentAt.toISOString());

    await removeSubscription(t.database.db, older.endpoint);
    expect((await listSubscriptionsOf(t.database.db, userId)).map((s) => s.endpoint)).toEqual([
      newer.endpoint,
    ]);
  });
});

describe('a refused subscription in German', () => {
  it('is answered in the request’s language', async () => {
    const { client } = await signedInCustomer(t);
    const good = browserSubscription();
    const res = await subscribe(
      client,
      { endpoint: good.endpoint, keys: { ...good.keys, auth: 'short' } },
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Die Schlüssel des Push-Abonnements sind ungültig.',
    });
    const http = await subscribe(
      client,
      { ...good, endpoint: 'http://push.example.test/send/1' },
      { 'accept-language': 'de' },
    );
    expect(http.json()).toMatchObject({
      message: 'Der Endpunkt eines Push-Abonnements muss eine https://-Adresse sein.',
    });
  });
});
