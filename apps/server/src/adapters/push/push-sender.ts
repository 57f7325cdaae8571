/** A browser's Web Push subscription, as the browser handed it over. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows: a title, a line, and the page a click opens. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/**
 * Sends one push to one device. `gone` means the push service no longer knows the
 * subscription (the store forgets it); any other failure throws, so the event is retried.
 */
export type PushSender = {
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
};
