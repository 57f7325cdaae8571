import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardReply } from '@store/shared/schemas/admin-dashboard';
import { ALL_STAFF_ROLES } from '../staff/staff-guard';
import { getDashboard, type DashboardContext } from './dashboard.service';

/** /api/v1/admin/dashboard: the back office's start page, for every staff role. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: DashboardContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        description:
          'Sales today and this month per currency (paid orders less refunds, minor units, ' +
          'days in UTC), a 30-day daily series, orders per status, the review queue and the ' +
          'entries low on keys.',
        response: { 200: DashboardReply },
      },
      config: { staffRoles: ALL_STAFF_ROLES },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getDashboard(ctx);
    },
  );
};
