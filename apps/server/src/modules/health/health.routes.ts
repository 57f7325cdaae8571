import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Health } from '@store/shared/schemas/common';
import type { DatabaseLiveness } from '../../db/client';
import type { Db } from '../../db/types';
import { isUnderConstruction } from '../settings/settings.service';

const DB_TIMEOUT_MS = 2000;
/**
 * A query answered this recently proves the database is up, so under load the health check
 * does not queue a probe of its own behind the catalogue's queries.
 */
const ANSWERED_WITHIN_MS = 5000;

/** The maintenance flag once the database has proved it answers; undefined when it does not. */
async function readStoreState(
  db: Db,
  liveness: DatabaseLiveness,
): Promise<{ underConstruction: boolean } | undefined> {
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), DB_TIMEOUT_MS).unref(),
  );
  const read = async () => {
    if (!liveness.answeredWithin(ANSWERED_WITHIN_MS)) await liveness.ping();
    return { underConstruction: await isUnderConstruction(db) };
  };
  return Promise.race([read().catch(() => undefined), timeout]);
}

/**
 * GET /api/v1/health: 'ok' while the database answers, 503 'unavailable' otherwise. The
 * answer carries the `underConstruction` setting: the web polls this every 15 seconds, so
 * switching maintenance on reaches every open page within one poll.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; liveness: DatabaseLiveness }> = async (
  app,
  { db, liveness },
) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await readStoreState(db, liveness);
      if (state) return { status: 'ok', underConstruction: state.underConstruction };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};
