import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { connectRedisRateLimiter, type RedisRateLimiter } from './redis-rate-limiter';

const RULE = { limit: 3, windowMs: 60_000 };
// Counts in Redis outlive a run: every test takes keys of its own.
const freshKey = () => `test:${randomBytes(6).toString('hex')}`;

/** The port's contract, for each implementation; `other` is a second instance of the same store. */
function describeLimiter(name: string, open: () => Promise<[RateLimiter, RateLimiter]>) {
  describe(name, () => {
    it('allows up to the limit, then refuses until the window ends', async () => {
      const [limiter] = await open();
      const key = freshKey();
      const decisions = [];
      for (let i = 0; i < 5; i++) decisions.push(await limiter.hit(key, RULE));
      expect(decisions.map((d) => [d.count, d.allowed])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, false],
        [5, false],
      ]);
      expect(decisions.at(-1)?.retryAfterSeconds).toBeGreaterThan(55);
      expect(decisions.at(-1)?.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('lets exactly the limit through when hits arrive together', async () => {
      const [limiter, other] = await open();
      const key = freshKey();
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? limiter : other).hit(key, RULE)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(RULE.limit);
      expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    });

    it('takes back a refunded hit and forgets a reset key', async () => {
      const [limiter, other] = await open();
      const key = freshKey();
      for (let i = 0; i < RULE.limit; i++) await limiter.hit(key, RULE);
      expect(await other.isBlocked(key, RULE)).toMatchObject({ blocked: true });
      await other.refund(key);
      expect(await limiter.isBlocked(key, RULE)).toMatchObject({ blocked: false });
      expect(await limiter.hit(key, RULE)).toMatchObject({ allowed: true, count: RULE.limit });
      await other.reset(key);
      expect(await limiter.isBlocked(key, RULE)).toEqual({ blocked: false, retryAfterSeconds: 0 });
      expect(await limiter.hit(key, RULE)).toMatchObject({ count: 1 });
    });

    it('leaves no credit behind when refunding a key that has no window', async () => {
      const [limiter] = await open();
      const key = freshKey();
      await limiter.refund(key);
      // The refund's own window lasts a second at most.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await limiter.hit(key, RULE)).toMatchObject({ count: 1 });
    });

    it('ends a window after its length, counting from the first hit', async () => {
      const [limiter] = await open();
      const key = freshKey();
      const short = { limit: 1, windowMs: 1_000 };
      expect(await limiter.hit(key, short)).toMatchObject({ allowed: true });
      expect(await limiter.hit(key, short)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await limiter.hit(key, short)).toMatchObject({ allowed: true, count: 1 });
    });
  });
}

describeLimiter('in-process limiter', async () => {
  const limiter = createMemoryRateLimiter();
  return [limiter, limiter];
});

const REDIS_URL = process.env.REDIS_URL;
const opened: RedisRateLimiter[] = [];
afterAll(async () => {
  await Promise.all(opened.map(async (limiter) => limiter.close()));
});

describe.runIf(REDIS_URL)('Redis (REDIS_URL)', () => {
  describeLimiter('two instances on one Redis', async () => {
    const log = (message: string, error?: unknown) => {
      throw new Error(`unexpected log: ${message} ${String(error)}`);
    };
    const pair = await Promise.all([
      connectRedisRateLimiter(REDIS_URL ?? '', log),
      connectRedisRateLimiter(REDIS_URL ?? '', log),
    ]);
    opened.push(...pair);
    return pair;
  });

  it('keeps counting, per instance, while its Redis connection is down', async () => {
    const limiter = await connectRedisRateLimiter(REDIS_URL ?? '', () => undefined);
    await limiter.close();
    const key = freshKey();
    const decisions = [];
    for (let i = 0; i <= RULE.limit; i++) decisions.push(await limiter.hit(key, RULE));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
  });
});
