import { z } from 'zod';

// Browser notifications (spec sections 1, 4 and 8). The spec does not show the calls that
// subscribe a device, so these are the store's own: /api/v1/notifications/push/…

/** The most a customer keeps: the oldest device is dropped when a newer one subscribes. */
export const MAX_PUSH_DEVICES = 20;
/** Push services hand out endpoints of a few hundred characters; this leaves ample room. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const PUSH_MESSAGES = {
  endpointInvalid: "The push subscription's endpoint is not a valid address.",
  endpointNotHttps: "A push subscription's endpoint must be an https:// address.",
  endpointNotPublic: "A push subscription's endpoint must name a push service by its host name.",
  keysInvalid: "The push subscription's keys are not valid.",
} as const;

// A host written as an address (IPv4 in any of its forms, or [IPv6]) or the machine itself:
// no push service is reached that way, and the store must not be made to post to its own
// network. A URL whose last label is a number is an IPv4 address, so a name needs a letter
// there, as every top-level domain has.
const AUTHORITY = /^https:\/\/([^/?#]*)/i;
function hasPublicHost(endpoint: string): boolean {
  const authority = AUTHORITY.exec(endpoint)?.[1] ?? '';
  if (authority.includes('@') || authority.startsWith('[')) return false;
  const host = authority.replace(/:\d*$/, '').toLowerCase();
  const last = host.split('.').at(-1) ?? '';
  return (
    host.includes('.') && /[a-z]/.test(last) && !/^0x[0-9a-f]*$/.test(last) && last !== 'localhost'
  );
}

/** The push service's address for one subscription: https, on a named host. */
export const PushEndpoint = z
  .url({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid)
  .refine((value) => /^https:\/\//i.test(value), {
    error: PUSH_MESSAGES.endpointNotHttps,
    abort: true,
  })
  .refine(hasPublicHost, PUSH_MESSAGES.endpointNotPublic);

/** A key as PushSubscription.toJSON() writes it: base64url of exactly `bytes` bytes. */
const base64UrlKey = (bytes: number) =>
  z
    .string()
    .max(128, PUSH_MESSAGES.keysInvalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keysInvalid)
    .refine(
      (value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3),
      PUSH_MESSAGES.keysInvalid,
    );

/** GET /notifications/push/public-key: the VAPID key browsers subscribe with. */
export const PushPublicKeyReply = z.object({ publicKey: z.string() });
export type PushPublicKeyReply = z.infer<typeof PushPublicKeyReply>;

/**
 * POST /notifications/push/subscriptions: this device's subscription for the signed-in
 * customer, as PushSubscription.toJSON() gives it (other fields are ignored).
 */
export const SavePushSubscriptionBody = z.object({
  endpoint: PushEndpoint,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64UrlKey(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64UrlKey(16),
  }),
});
export type SavePushSubscriptionBody = z.infer<typeof SavePushSubscriptionBody>;

export const SavePushSubscriptionReply = z.object({ success: z.literal(true) });
export type SavePushSubscriptionReply = z.infer<typeof SavePushSubscriptionReply>;

/**
 * DELETE /notifications/push/subscriptions: forgets this device for the signed-in customer;
 * one that is not theirs (or not stored) is left alone, and `removed` is false.
 */
export const RemovePushSubscriptionBody = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type RemovePushSubscriptionBody = z.infer<typeof RemovePushSubscriptionBody>;

export const RemovePushSubscriptionReply = z.object({
  success: z.literal(true),
  removed: z.boolean(),
});
export type RemovePushSubscriptionReply = z.infer<typeof RemovePushSubscriptionReply>;

/**
 * POST /notifications/push/subscriptions/lookup: whether the store sends the signed-in
 * customer's notifications to this device. A POST, so that the endpoint stays out of
 * addresses and access logs.
 */
export const LookupPushSubscriptionBody = RemovePushSubscriptionBody;
export type LookupPushSubscriptionBody = z.infer<typeof LookupPushSubscriptionBody>;

export const LookupPushSubscriptionReply = z.object({ stored: z.boolean() });
export type LookupPushSubscriptionReply = z.infer<typeof LookupPushSubscriptionReply>;
