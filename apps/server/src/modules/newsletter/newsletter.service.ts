import type { NewsletterSubscribeBody } from '@store/shared/schemas/contact';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { insertSubscription } from './newsletter.repository';

/** What the newsletter needs besides its input. */
export type NewsletterContext = { db: Db; limiter: RateLimiter };

/** Sign-ups per IP address and hour: enough for a household, too few to flood the list. */
export const NEWSLETTER_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

export type SubscriptionFailure =
  | Failure<'already-subscribed'>
  | { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };

/**
 * Subscribes an address once, whatever its letter case. The subscription is linked to a
 * customer only when the body names the customer who is signed in; any other id is ignored.
 */
export async function subscribeToNewsletter(
  ctx: NewsletterContext,
  body: NewsletterSubscribeBody,
  who: { ip: string; userId: number | null },
): Promise<Result<undefined, SubscriptionFailure>> {
  const attempt = await ctx.limiter.hit(`newsletter:ip:${who.ip}`, NEWSLETTER_LIMIT);
  if (!attempt.allowed) {
    return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const userId = who.userId !== null && body.userId === String(who.userId) ? who.userId : null;
  // Two sign-ups racing for one address: the unique index lets only one through.
  const subscription = await insertSubscription(ctx.db, { email: body.email, userId });
  return subscription ? ok() : fail('already-subscribed');
}
