import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counts events per key in fixed windows: sign-in attempts per account and client, sign-ups
 * per address, and so on. `hit` counts atomically (in this process, or in Redis for several
 * instances), so requests arriving together can never all find room under a limit.
 */
export type RateLimiter = {
  /** Counts one event; `allowed` is false once the window holds more than `limit` events. */
  hit: (key: string, rule: RateRule) => Promise<RateDecision>;
  /** Takes back one event counted by `hit`, for an attempt that turned out not to count. */
  refund: (key: string) => Promise<void>;
  /**
   * True when the key has already used up its limit, without counting anything. Checking and
   * counting are two steps here, so this never guards a secret: guesses use `hit` first.
   */
  isBlocked: (
    key: string,
    rule: RateRule,
  ) => Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  /** Forgets the key's window. */
  reset: (key: string) => Promise<void>;
};

/** At most `limit` events per window; the window starts with the key's first event. */
export type RateRule = { limit: number; windowMs: number };

export type RateDecision = {
  allowed: boolean;
  /** Events in the window so far, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
};

/** The library's limiters refuse past their own `points`; ours compares per rule instead. */
export const UNLIMITED_POINTS = Number.MAX_SAFE_INTEGER;
/** Key prefix in the shared store, apart from everything else kept there. */
export const RATE_KEY_PREFIX = 'store:rate';

const windowSeconds = (rule: RateRule): number => Math.max(1, Math.ceil(rule.windowMs / 1000));
const secondsFrom = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * The port over one rate-limiter-flexible limiter (memory or Redis). That limiter never refuses
 * by itself; each call brings its rule's window (set when a key is created, as a fixed window)
 * and its limit, so one store serves every rule and `reset` finds any key.
 */
export function rateLimiterOver(store: RateLimiterAbstract): RateLimiter {
  return {
    async hit(key, rule) {
      const res = await store.consume(key, 1, { customDuration: windowSeconds(rule) });
      return {
        allowed: res.consumedPoints <= rule.limit,
        count: res.consumedPoints,
        retryAfterSeconds: secondsFrom(res.msBeforeNext),
      };
    },
    async refund(key) {
      // A window that ended meanwhile must not come back as a credit: a missing key is only
      // created for a second.
      await store.reward(key, 1, { customDuration: 1 });
    },
    async isBlocked(key, rule) {
      const res = await store.get(key);
      if (!res || res.msBeforeNext <= 0) return { blocked: false, retryAfterSeconds: 0 };
      return {
        blocked: res.consumedPoints >= rule.limit,
        retryAfterSeconds: secondsFrom(res.msBeforeNext),
      };
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

/** The in-process limiter of a single instance; several instances share Redis instead. */
export function createMemoryRateLimiter(): RateLimiter {
  return rateLimiterOver(
    new RateLimiterMemory({ points: UNLIMITED_POINTS, duration: 60, keyPrefix: RATE_KEY_PREFIX }),
  );
}
