import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Health } from '@store/shared/schemas/common';
import type { Db } from '../../db/types';
import { isUnderConstruction } from '../settings/settings.service';

const DB_TIMEOUT_MS = 2000;

/** The maintenance flag, which also proves the database answers; undefined when it does not. */
async function readStoreState(db: Db): Promise<{ underConstruction: boolean } | undefined> {
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), DB_TIMEOUT_MS).unref(),
  );
  const read = isUnderConstruction(db).then(
    (underConstruction) => ({ underConstruction }),
    () => undefined,
  );
  return Promise.race([read, timeout]);
}

/**
 * GET /api/v1/health: 'ok' while the database answers, 503 'unavailable' otherwise. The
 * answer carries the `underConstruction` setting: the web polls this every 15 seconds, so
 * switching maintenance on reaches every open page within one poll.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await readStoreState(db);
      if (state) return { status: 'ok', underConstruction: state.underConstruction };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};
