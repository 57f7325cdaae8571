import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import {
  RATE_KEY_PREFIX,
  rateLimiterOver,
  UNLIMITED_POINTS,
  type RateLimiter,
} from './rate-limiter';

export type RedisRateLimiter = RateLimiter & { close: () => Promise<void> };

/**
 * A limiter whose counts live in Redis, so every instance sees the same ones; each count is
 * one Lua script (increment and expiry together), atomic across instances. While Redis is
 * unreachable each instance counts in its own memory instead of failing requests; the outage
 * is logged once, not at every reconnection attempt.
 */
export async function connectRedisRateLimiter(
  url: string,
  log: (message: string, error?: unknown) => void,
): Promise<RedisRateLimiter> {
  const client = createClient({ url });
  let failing = false;
  // Without an error listener a lost connection would end the process.
  client.on('error', (error: unknown) => {
    if (!failing) log('The rate-limit Redis connection failed; limits count per instance', error);
    failing = true;
  });
  client.on('ready', () => {
    failing = false;
  });
  await client.connect();
  const store = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    // A command queued for a lost connection would hold the request; the insurance answers.
    rejectIfRedisNotReady: true,
    points: UNLIMITED_POINTS,
    duration: 60,
    keyPrefix: RATE_KEY_PREFIX,
    insuranceLimiter: new RateLimiterMemory({
      points: UNLIMITED_POINTS,
      duration: 60,
      keyPrefix: RATE_KEY_PREFIX,
    }),
  });
  return {
    ...rateLimiterOver(store),
    async close() {
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
