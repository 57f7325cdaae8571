import type { FastifyInstance } from 'fastify';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { connectRedisRateLimiter } from './redis-rate-limiter';

/**
 * The app's limiter: shared through Redis with `redisUrl` (several instances count together),
 * else in this process. A Redis connection closes with the app.
 */
export async function openRateLimiter(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<RateLimiter> {
  if (!redisUrl) return createMemoryRateLimiter();
  const limiter = await connectRedisRateLimiter(redisUrl, (message, error) =>
    app.log.error({ err: error }, message),
  );
  app.addHook('onClose', async () => limiter.close());
  return limiter;
}
