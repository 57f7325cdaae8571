/** Counts events per key in fixed windows: login failures per account and per IP, and so on. */
export type RateLimiter = {
  /** Records one event; `allowed` is false once the key has used up its limit in the window. */
  hit: (key: string, rule: RateRule) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** True when the key has already used up its limit, without recording anything. */
  isBlocked: (
    key: string,
    rule: RateRule,
  ) => Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  reset: (key: string) => Promise<void>;
};

export type RateRule = { limit: number; windowMs: number };

/**
 * The in-process limiter of a single instance. Several instances need a shared store
 * (Redis) behind the same interface.
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    if (entry) windows.delete(key);
    return undefined;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));

  return {
    async hit(key, rule) {
      const entry = current(key) ?? { count: 0, resetAt: now() + rule.windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { allowed: entry.count <= rule.limit, retryAfterSeconds: retryAfter(entry.resetAt) };
    },
    async isBlocked(key, rule) {
      const entry = current(key);
      if (!entry) return { blocked: false, retryAfterSeconds: 0 };
      return { blocked: entry.count >= rule.limit, retryAfterSeconds: retryAfter(entry.resetAt) };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
