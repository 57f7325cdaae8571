import { getPushPublicKey } from './api/get-push-public-key';
import { lookUpPushSubscription } from './api/look-up-push-subscription';
import { removePushSubscription } from './api/remove-push-subscription';
import { savePushSubscription } from './api/save-push-subscription';

/** Why browser notifications could not be turned on or off (spec section 8). */
export type BrowserPushFailure =
  | 'pushNotSupported'
  | 'permissionDenied'
  | 'notGranted'
  | 'serviceWorkerNotReady'
  | 'subscribeFailed'
  | 'unsubscribeFailed'
  | 'requestFailed';

export type BrowserPushResult = { ok: true } | { ok: false; failure: BrowserPushFailure };

/**
 * How long to wait for an active service worker. It registers once the page has loaded and is
 * ready within a second or two; one that is not by then will not be without a reload.
 */
export const SERVICE_WORKER_READY_MS = 10_000;

const done: BrowserPushResult = { ok: true };
const failed = (failure: BrowserPushFailure): BrowserPushResult => ({ ok: false, failure });

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The active service worker's registration, or undefined when none is ready in time. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  let timer: number | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, SERVICE_WORKER_READY_MS, undefined);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/**
 * This browser's subscription for the store's key: the existing one, or a new one. One made
 * for another key (the store's key changed) is ended first, as browsers allow one per worker.
 */
async function subscribe(manager: PushManager, key: Uint8Array<ArrayBuffer>) {
  const existing = await manager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Turns browser notifications on for this device: asks for permission (first, while the
 * click still counts as the visitor's gesture), waits for the service worker, subscribes
 * with the store's key and stores the subscription for the signed-in customer.
 */
export async function enableBrowserPush(): Promise<BrowserPushResult> {
  if (!pushSupported()) return failed('pushNotSupported');
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    return failed('notGranted');
  }
  if (permission === 'denied') return failed('permissionDenied');
  if (permission !== 'granted') return failed('notGranted');
  const registration = await readyRegistration();
  if (!registration) return failed('serviceWorkerNotReady');
  let publicKey: string;
  try {
    publicKey = await getPushPublicKey();
  } catch {
    return failed('requestFailed');
  }
  let subscription: PushSubscription;
  try {
    subscription = await subscribe(registration.pushManager, base64UrlBytes(publicKey));
  } catch {
    return failed('subscribeFailed');
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return failed('subscribeFailed');
  try {
    await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  } catch {
    return failed('requestFailed');
  }
  return done;
}

/** This browser's push subscription, if it has one; throws when the browser cannot tell. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns browser notifications off for this device: the store forgets it first, then the
 * browser ends the subscription. A device that never subscribed has nothing to undo.
 */
export async function disableBrowserPush(): Promise<BrowserPushResult> {
  let subscription: PushSubscription | null;
  try {
    subscription = await currentSubscription();
  } catch {
    return failed('unsubscribeFailed');
  }
  if (!subscription) return done;
  try {
    await removePushSubscription(subscription.endpoint);
  } catch {
    return failed('requestFailed');
  }
  try {
    return (await subscription.unsubscribe()) ? done : failed('unsubscribeFailed');
  } catch {
    return failed('unsubscribeFailed');
  }
}

/** Whether this browser receives the customer's notifications (see `readThisDevicePush`). */
export type ThisDevicePush = 'unsupported' | 'blocked' | 'off' | 'on';

/**
 * Whether this browser receives the signed-in customer's notifications: `on` only when it
 * holds a subscription, may show notifications, and the store sends to it for this customer
 * (it may have forgotten the device, or another customer taken it over). `blocked` when the
 * visitor refused notifications to the site. Throws when the store cannot be asked.
 */
export async function readThisDevicePush(): Promise<ThisDevicePush> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  return (await lookUpPushSubscription(subscription.endpoint)) ? 'on' : 'off';
}

/**
 * Ends this browser's subscription as the customer signs out, so that whoever uses it next
 * never sees their notifications. With `tellStore` (the session still lives) the store
 * forgets the device first; either way the browser ends the subscription, even when the
 * store could not be told: its push service then answers "gone" and the store drops it.
 * Never throws: signing out goes on whatever happens here.
 */
export async function endThisDevicePush({ tellStore }: { tellStore: boolean }): Promise<void> {
  let subscription: PushSubscription | null;
  try {
    subscription = await currentSubscription();
  } catch {
    return;
  }
  if (!subscription) return;
  if (tellStore) await removePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
