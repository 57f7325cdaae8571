import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Health } from '@store/shared/schemas/common';
import type { Db } from '../../db/types';
import { pingDatabase } from './health.repository';

const DB_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  const timeout = new Promise<false>((resolve) =>
    setTimeout(() => resolve(false), DB_TIMEOUT_MS).unref(),
  );
  const ping = pingDatabase(db).then(
    () => true,
    () => false,
  );
  return Promise.race([ping, timeout]);
}

/** GET /api/v1/health: 'ok' while the database answers, 503 'unavailable' otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await databaseAnswers(db)) return { status: 'ok' };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};
