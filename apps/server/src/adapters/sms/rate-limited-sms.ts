import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter';
import type { SmsSender } from './sms-sender';

/** Notification texts per number in an hour; one busy evening must not flood a phone. */
export const SMS_NOTIFICATION_LIMIT: RateRule = { limit: 5, windowMs: 60 * 60_000 };

/**
 * The sender for notification texts: at most SMS_NOTIFICATION_LIMIT per number, counted
 * across instances when the limiter is shared (Redis). A text over the limit is skipped and
 * logged, not thrown: retrying it would only arrive later, out of turn. A send that fails
 * gives its count back, so the retry of the event is not refused for it.
 */
export function limitTextsPerNumber(
  sender: SmsSender,
  limiter: RateLimiter,
  log: (message: string, error?: unknown) => void,
  rule: RateRule = SMS_NOTIFICATION_LIMIT,
): SmsSender {
  return {
    async send(to, text) {
      const key = `sms-notification:${to}`;
      const decision = await limiter.hit(key, rule);
      if (!decision.allowed) {
        // The number only in part: logs travel further than the customer data does.
        const masked = `${to.slice(0, 4)}…${to.slice(-2)}`;
        log(`A text message was skipped: ${masked} had ${rule.limit} in the last hour already`);
        return;
      }
      try {
        await sender.send(to, text);
      } catch (error) {
        await limiter.refund(key);
        throw error;
      }
    },
  };
}
