import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInSubscription,
} from '../../test/push-service-stand-in';
import { listCapturedPushes } from './push-capture';
import type { PushMessage, PushTarget } from './push-sender';
import { createPushFromConfig } from './select-push';
import { loadVapidKeys, vapidPublicKeyOf } from './vapid-keys';
import { createWebPushSender } from './web-push-sender';

const MESSAGE: PushMessage = {
  title: 'Your key is ready',
  body: 'Your order is delivered: the key is waiting in your purchases.',
  url: '/dashboard/purchases?order=42',
  tag: 'order-42',
};
const SUBJECT = 'mailto:support@bigkeys.test';

let service: PushServiceStandIn;
let dataDir: string;
beforeAll(async () => {
  service = await startPushServiceStandIn();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-push-'));
});
afterAll(async () => {
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  service.received.length = 0;
  service.refused.length = 0;
});

const privateKey = randomBytes(32);
const vapid = {
  publicKey: vapidPublicKeyOf(privateKey),
  privateKey: privateKey.toString('base64url'),
};
const sender = createWebPushSender({ vapid, subject: SUBJECT });
const targetOf = ({ endpoint, p256dh, auth }: StandInSubscription): PushTarget => ({
  endpoint,
  p256dh,
  auth,
});

describe('Web Push', () => {
  it('signs with the VAPID key, encrypts for the browser, and reports a 201 as sent', async () => {
    const device = service.subscribe();
    expect(await sender.send(targetOf(device), MESSAGE)).toBe('sent');
    expect(service.refused).toEqual([]);
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push).toMatchObject({
      contentEncoding: 'aes128gcm',
      ttl: '86400',
      urgency: 'normal',
      vapidKey: vapid.publicKey,
      payload: MESSAGE,
    });
    // The token is for the push service's origin, names the store, and is short-lived.
    expect(push?.claims.aud).toBe(new URL(device.endpoint).origin);
    expect(push?.claims.sub).toBe(SUBJECT);
    const hoursLeft = ((push?.claims.exp ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(sender.publicKey).toBe(vapid.publicKey);
  });

  it.each([404, 410])('reports a subscription answered %i as gone', async (status) => {
    const device = service.subscribe();
    device.answer(status);
    expect(await sender.send(targetOf(device), MESSAGE)).toBe('gone');
    expect(service.received).toHaveLength(1);
  });

  it.each([500, 429, 413])('throws on %i, so the outbox tries again', async (status) => {
    const device = service.subscribe();
    device.answer(status);
    await expect(sender.send(targetOf(device), MESSAGE)).rejects.toThrow(
      `The push service answered ${status}`,
    );
  });

  it('throws when the push service cannot be reached', async () => {
    const device = service.subscribe();
    const closed = await startPushServiceStandIn();
    const unreachable = closed.subscribe();
    await closed.close();
    await expect(
      sender.send({ ...targetOf(device), endpoint: unreachable.endpoint }, MESSAGE),
    ).rejects.toThrow();
  });
});

describe('the configured transport', () => {
  it('sends through Web Push with the configured key', async () => {
    const push = await createPushFromConfig(
      { transport: 'web-push', vapidPrivateKey: privateKey, vapidSubject: SUBJECT },
      dataDir,
    );
    expect(push.publicKey).toBe(vapid.publicKey);
    expect(await push.send(targetOf(service.subscribe()), MESSAGE)).toBe('sent');
    expect(service.received[0]?.vapidKey).toBe(vapid.publicKey);
  });

  it('captures under DATA_DIR/push with a key generated once under DATA_DIR/secrets', async () => {
    const push = await createPushFromConfig(
      { transport: 'capture', vapidPrivateKey: undefined, vapidSubject: SUBJECT },
      dataDir,
    );
    const again = await createPushFromConfig(
      { transport: 'capture', vapidPrivateKey: undefined, vapidSubject: SUBJECT },
      dataDir,
    );
    expect(again.publicKey).toBe(push.publicKey);
    expect(push.publicKey).toBe((await loadVapidKeys(undefined, dataDir)).publicKey);
    const device = service.subscribe();
    expect(await push.send(targetOf(device), MESSAGE)).toBe('sent');
    // Nothing left the machine.
    expect(service.received).toEqual([]);
    const [captured] = await listCapturedPushes(dataDir);
    expect(captured).toMatchObject({ endpoint: device.endpoint, ...MESSAGE });
  });
});
