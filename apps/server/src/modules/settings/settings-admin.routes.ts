import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreSettings, UpdateStoreSettingsBody } from '@store/shared/schemas/admin-settings';
import { requireStaff } from '../staff/staff-guard';
import {
  getStoreSettings,
  updateStoreSettings,
  type SettingsAdminContext,
} from './settings-admin.service';

const tags = ['admin'];
const roles = ['admin'] as const;

/** /api/v1/admin/settings: the store-wide settings (maintenance, the support address). */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ ctx: SettingsAdminContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        description: 'The store settings as they apply now.',
        response: { 200: StoreSettings },
      },
      config: { staffRoles: roles },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getStoreSettings(ctx);
    },
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        description:
          'Changes `underConstruction` and/or `supportEmail` (null: back to the configured ' +
          'address). Customers see the change at their next health poll; audited.',
        body: UpdateStoreSettingsBody,
        response: { 200: StoreSettings },
      },
      config: { staffRoles: roles },
      bodyLimit: 2048,
    },
    async (request, reply) => {
      const { user } = requireStaff(request);
      reply.header('cache-control', 'private, no-store');
      return updateStoreSettings(
        ctx,
        { userId: user.id, email: user.email, ip: request.ip },
        request.body,
      );
    },
  );
};
