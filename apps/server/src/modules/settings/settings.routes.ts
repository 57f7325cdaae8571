import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeSettings } from '@store/shared/schemas/common';
import type { Db } from '../../db/types';
import { getHomeSettings } from './settings.service';

/** GET /api/v1/product/home: settings such as `underConstruction` and the support address. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; supportEmail: string }> = async (
  app,
  { db, supportEmail },
) => {
  app.get(
    '/home',
    { schema: { tags: ['settings'], response: { 200: HomeSettings } } },
    async (_request, reply) => {
      // Shared by everyone, but checked again on every use: an admin's change (maintenance,
      // the support address) must reach visitors at once, not after a cache's lifetime.
      reply.header('cache-control', 'public, no-cache');
      return getHomeSettings(db, supportEmail);
    },
  );
};
