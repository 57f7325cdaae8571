import webPush from 'web-push';
import type { PushSender } from './push-sender';
import type { VapidKeys } from './vapid-keys';

/**
 * How long a push service keeps a push for a device that is offline: a day, after which a
 * notice about an order is stale (the e-mail channel carries it anyway).
 */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is treated as failing: the outbox retries. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Statuses by which a push service says the subscription no longer exists (RFC 8030 §7.3). */
const GONE_STATUSES = new Set([404, 410]);

export type WebPushOptions = {
  vapid: VapidKeys;
  /** mailto: or https: — whom the push service may contact about the store's pushes. */
  subject: string;
};

/**
 * Web Push through the `web-push` library: it signs the VAPID token and encrypts the message
 * (aes128gcm, RFC 8291) for the browser's keys; the request itself goes out with fetch, which
 * gives it a deadline. A 404 or 410 answer means the device is gone; any other failure throws.
 */
export function createWebPushSender({ vapid, subject }: WebPushOptions): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, message) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch counts the body itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, value);
      }
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // Read to the end, so the connection can be reused.
      const answer = await response.text();
      if (response.ok) return 'sent';
      if (GONE_STATUSES.has(response.status)) return 'gone';
      throw new Error(
        `The push service answered ${response.status}: ${answer.slice(0, 200) || response.statusText}`,
      );
    },
  };
}
