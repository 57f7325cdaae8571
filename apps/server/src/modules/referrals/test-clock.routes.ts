import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestClock } from '../../adapters/clock/clock';
import type { Db } from '../../db/types';
import { matureDueEarnings } from './referral-ledger.service';

const DAY_MS = 86_400_000;

/**
 * /dev/clock, in a store started with TEST_CLOCK=true only: moves the referral programme's
 * clock forward and matures what is then due, so a test can see an earning become
 * available without waiting out the refund window. Orders, sessions and the rest of the
 * store keep the real time.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ db: Db; clock: TestClock }> = async (
  app,
  { db, clock },
) => {
  const Reply = z.object({ now: z.string(), offsetMs: z.number(), matured: z.number().int() });
  app.post(
    '/dev/clock',
    {
      schema: {
        hide: true,
        body: z.object({ advanceDays: z.number().int().min(0).max(3650) }),
        response: { 200: Reply },
      },
      bodyLimit: 256,
      config: {
        csrfExempt: 'a test store’s clock, called by test code; it holds no customer data',
      },
    },
    async (request) => {
      clock.advance(request.body.advanceDays * DAY_MS);
      const matured = await matureDueEarnings(db, clock.now());
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs(), matured };
    },
  );
};
