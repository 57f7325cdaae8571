import { ECDH } from 'node:crypto';
import { MAX_PUSH_DEVICES, type SavePushSubscriptionBody } from '@store/shared/schemas/push';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  hasOwnSubscription,
  removeOwnSubscription,
  saveSubscription,
} from './push-subscriptions.repository';

export type PushSubscriptionFailure = Failure<'invalid-keys'>;

/** Enough of a browser's name to tell devices apart; the header can be any length. */
const USER_AGENT_MAX = 300;

// A key the schema let through by its length may still be no point on the curve; stored,
// it would make every push to the device fail, so it is refused here.
function isP256PublicKey(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores this device for the customer, keeping their newest MAX_PUSH_DEVICES; an endpoint
 * someone else had moves to this customer. Refuses keys no browser could have made.
 */
export async function subscribeDevice(
  db: Db,
  userId: number,
  { endpoint, keys }: SavePushSubscriptionBody,
  userAgent: string | undefined,
  now: Date,
): Promise<Result<undefined, PushSubscriptionFailure>> {
  if (!isP256PublicKey(keys.p256dh)) return fail('invalid-keys');
  await saveSubscription(
    db,
    {
      userId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    },
    now,
    MAX_PUSH_DEVICES,
  );
  return ok();
}

/** Forgets this device if it is the customer's; true when it was. */
export function unsubscribeDevice(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return removeOwnSubscription(db, userId, endpoint);
}

/**
 * Whether this device receives the customer's notifications: a browser may hold a
 * subscription the store has since forgotten, or one another customer took over.
 */
export function isDeviceSubscribed(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return hasOwnSubscription(db, userId, endpoint);
}
