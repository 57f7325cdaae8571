import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import { fail, ok, type Result } from '../../lib/result';

/** Failed payment-intent requests a customer may make in a window before a 429. */
export const PAYMENT_FAILURE_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

// Refusals of what the customer sent: bad input, unknown products, out of stock, a reused
// key, an account not ready to pay. Guests (401) and the 429 itself are not counted.
const COUNTED = new Set([400, 403, 404, 409]);

const keyOf = (userId: number) => `payment-intent-failures:${userId}`;

/** A customer whose requests failed too often, and how long until they may try again. */
export type TooManyFailures = { readonly reason: 'too-many-failures'; retryAfterSeconds: number };

/**
 * Throttles customers whose payment-intent requests keep failing (probing stock, prices or
 * ids): `refuseIfBlocked` fails `too-many-failures` before any work once the limit is used
 * up, and `countFailure` records each refused request.
 */
export function createPaymentFailureThrottle(limiter: RateLimiter) {
  const refuseIfBlocked = async (userId: number): Promise<Result<undefined, TooManyFailures>> => {
    const state = await limiter.isBlocked(keyOf(userId), PAYMENT_FAILURE_LIMIT);
    if (!state.blocked) return ok();
    return fail({ reason: 'too-many-failures', retryAfterSeconds: state.retryAfterSeconds });
  };
  // An onSend hook: it sees the final status, so validation failures count as well.
  const countFailure = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> => {
    if (request.auth && COUNTED.has(reply.statusCode)) {
      await limiter.hit(keyOf(request.auth.user.id), PAYMENT_FAILURE_LIMIT);
    }
    return payload;
  };
  return { refuseIfBlocked, countFailure };
}
