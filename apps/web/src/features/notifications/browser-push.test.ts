import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeRequest } from '../../test/fake-api';
import {
  disableBrowserPush,
  enableBrowserPush,
  endThisDevicePush,
  readThisDevicePush,
  SERVICE_WORKER_READY_MS,
} from './browser-push';

// The store's VAPID key as the server hands it out, and the bytes a browser subscribes with.
const PUBLIC_KEY = 'BAECAwQF_-8';
const KEY_BYTES = [4, 1, 2, 3, 4, 5, 255, 239];
const ENDPOINT = 'https://push.example.test/send/device-1';
const KEYS = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; keys: typeof KEYS };
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
};

function fakeSubscription(key: readonly number[] = KEY_BYTES): FakeSubscription {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/**
 * A browser that supports push: a permission answer, a service worker that becomes ready (or
 * never does), and a push manager holding `existing` and making `created` on subscribe.
 */
function fakeBrowser({
  permission = 'granted',
  ready = true,
  existing = null,
  created = fakeSubscription(),
}: {
  permission?: NotificationPermission | Error;
  ready?: boolean;
  existing?: FakeSubscription | null;
  created?: FakeSubscription | Error;
} = {}) {
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(existing)),
    subscribe: vi.fn((_options: PushSubscriptionOptionsInit) =>
      created instanceof Error ? Promise.reject(created) : Promise.resolve(created),
    ),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: ready ? Promise.resolve(registration) : new Promise(() => undefined),
      getRegistration: vi.fn(() => Promise.resolve(registration)),
    },
  });
  const requestPermission = vi.fn(() =>
    permission instanceof Error ? Promise.reject(permission) : Promise.resolve(permission),
  );
  // Only its presence is looked for.
  vi.stubGlobal('PushManager', {});
  vi.stubGlobal('Notification', {
    requestPermission,
    permission: permission instanceof Error ? 'default' : permission,
  });
  return { pushManager, requestPermission };
}

/** The store's push routes; each records what it was sent. */
function pushApi({
  keyStatus = 200,
  saveStatus = 201,
  removeStatus = 200,
  stored = true,
  lookupStatus = 200,
} = {}) {
  const sent: { method: string; body: unknown }[] = [];
  const record = (request: FakeRequest) =>
    void sent.push({ method: request.method, body: request.body });
  stubApi({
    '/notifications/push/public-key': () => ({
      status: keyStatus,
      body: keyStatus === 200 ? { publicKey: PUBLIC_KEY } : { message: 'Down', code: 'X' },
    }),
    '/notifications/push/subscriptions': (_url, request) => {
      record(request);
      if (request.method === 'POST') {
        return { status: saveStatus, body: saveStatus === 201 ? { success: true } : {} };
      }
      return {
        status: removeStatus,
        body: removeStatus === 200 ? { success: true, removed: true } : {},
      };
    },
    '/notifications/push/subscriptions/lookup': (_url, request) => {
      record(request);
      return { status: lookupStatus, body: lookupStatus === 200 ? { stored } : {} };
    },
  });
  return sent;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('turning browser notifications on', () => {
  it('asks for permission, subscribes with the store’s key and stores the subscription', async () => {
    const browser = fakeBrowser();
    const sent = pushApi();
    expect(await enableBrowserPush()).toEqual({ ok: true });
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual(KEY_BYTES);
    expect(sent).toEqual([{ method: 'POST', body: { endpoint: ENDPOINT, keys: KEYS } }]);
  });

  it('keeps a subscription made with the same key, and renews one made with another', async () => {
    const same = fakeSubscription();
    const kept = fakeBrowser({ existing: same });
    pushApi();
    expect(await enableBrowserPush()).toEqual({ ok: true });
    expect(kept.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();

    const stale = fakeSubscription([4, 9, 9]);
    const renewed = fakeBrowser({ existing: stale });
    expect(await enableBrowserPush()).toEqual({ ok: true });
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(renewed.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('says push is not supported by a browser without it, and asks nothing', async () => {
    const sent = pushApi();
    expect(await enableBrowserPush()).toEqual({ ok: false, failure: 'pushNotSupported' });
    expect(sent).toEqual([]);
  });

  it.each([
    ['denied' as const, 'permissionDenied'],
    ['default' as const, 'notGranted'],
    [new Error('The prompt was dismissed'), 'notGranted'],
  ])('reports the permission answer %s as %s', async (permission, failure) => {
    const browser = fakeBrowser({ permission });
    const sent = pushApi();
    expect(await enableBrowserPush()).toEqual({ ok: false, failure });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('gives up on a service worker that is not ready in time', async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser({ ready: false });
    pushApi();
    const result = enableBrowserPush();
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_READY_MS);
    expect(await result).toEqual({ ok: false, failure: 'serviceWorkerNotReady' });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('reports a failed subscription', async () => {
    fakeBrowser({ created: new Error('Registration failed: push service not available') });
    const sent = pushApi();
    expect(await enableBrowserPush()).toEqual({ ok: false, failure: 'subscribeFailed' });
    expect(sent).toEqual([]);
  });

  it('reports a failed request for the key or to store the subscription', async () => {
    fakeBrowser();
    pushApi({ keyStatus: 503 });
    expect(await enableBrowserPush()).toEqual({ ok: false, failure: 'requestFailed' });

    fakeBrowser();
    pushApi({ saveStatus: 500 });
    expect(await enableBrowserPush()).toEqual({ ok: false, failure: 'requestFailed' });
  });
});

describe('turning browser notifications off', () => {
  it('has the store forget this device, then ends its subscription', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ existing: subscription });
    const sent = pushApi();
    expect(await disableBrowserPush()).toEqual({ ok: true });
    expect(sent).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('has nothing to undo on a device without push or without a subscription', async () => {
    const sent = pushApi();
    expect(await disableBrowserPush()).toEqual({ ok: true });
    fakeBrowser({ existing: null });
    expect(await disableBrowserPush()).toEqual({ ok: true });
    expect(sent).toEqual([]);
  });

  it('keeps the subscription when the store could not forget it', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ existing: subscription });
    pushApi({ removeStatus: 500 });
    expect(await disableBrowserPush()).toEqual({ ok: false, failure: 'requestFailed' });
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('reports a subscription the browser would not end', async () => {
    const refusing = fakeSubscription();
    refusing.unsubscribe.mockResolvedValue(false);
    fakeBrowser({ existing: refusing });
    pushApi();
    expect(await disableBrowserPush()).toEqual({ ok: false, failure: 'unsubscribeFailed' });

    const failing = fakeSubscription();
    failing.unsubscribe.mockRejectedValue(new Error('gone wrong'));
    fakeBrowser({ existing: failing });
    expect(await disableBrowserPush()).toEqual({ ok: false, failure: 'unsubscribeFailed' });
  });
});

describe('whether this browser receives the notifications', () => {
  it('is on only for a subscription the store sends to for this customer', async () => {
    fakeBrowser({ existing: fakeSubscription() });
    const sent = pushApi({ stored: true });
    expect(await readThisDevicePush()).toBe('on');
    expect(sent).toEqual([{ method: 'POST', body: { endpoint: ENDPOINT } }]);

    // The store forgot it, or another customer took the browser over.
    fakeBrowser({ existing: fakeSubscription() });
    pushApi({ stored: false });
    expect(await readThisDevicePush()).toBe('off');
  });

  it('is off without a subscription or the permission, and asks the store nothing', async () => {
    fakeBrowser({ existing: null });
    const sent = pushApi();
    expect(await readThisDevicePush()).toBe('off');
    fakeBrowser({ existing: fakeSubscription(), permission: 'default' });
    expect(await readThisDevicePush()).toBe('off');
    expect(sent).toEqual([]);
  });

  it('tells a browser without push and one that blocks the site apart', async () => {
    pushApi();
    expect(await readThisDevicePush()).toBe('unsupported');
    fakeBrowser({ permission: 'denied', existing: fakeSubscription() });
    expect(await readThisDevicePush()).toBe('blocked');
  });

  it('fails when the store cannot be asked', async () => {
    fakeBrowser({ existing: fakeSubscription() });
    pushApi({ lookupStatus: 503 });
    await expect(readThisDevicePush()).rejects.toThrow();
  });
});

describe('ending this browser’s notifications at sign-out', () => {
  it('has the store forget the device, then ends the subscription', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ existing: subscription });
    const sent = pushApi();
    await endThisDevicePush({ tellStore: true });
    expect(sent).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('ends the subscription even when the store could not be told, or without a session', async () => {
    const unheard = fakeSubscription();
    fakeBrowser({ existing: unheard });
    pushApi({ removeStatus: 500 });
    await endThisDevicePush({ tellStore: true });
    expect(unheard.unsubscribe).toHaveBeenCalledOnce();

    const expired = fakeSubscription();
    fakeBrowser({ existing: expired });
    const sent = pushApi();
    await endThisDevicePush({ tellStore: false });
    expect(sent).toEqual([]);
    expect(expired.unsubscribe).toHaveBeenCalledOnce();
  });

  it('never fails: nothing to end, or a browser that will not end it', async () => {
    const sent = pushApi();
    await expect(endThisDevicePush({ tellStore: true })).resolves.toBeUndefined();
    const refusing = fakeSubscription();
    refusing.unsubscribe.mockRejectedValue(new Error('gone wrong'));
    fakeBrowser({ existing: refusing });
    await expect(endThisDevicePush({ tellStore: true })).resolves.toBeUndefined();
    expect(sent).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
  });
});
