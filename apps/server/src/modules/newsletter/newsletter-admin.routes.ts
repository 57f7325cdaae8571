import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types';
import { sendCsv } from '../../lib/csv';
import { requireStaff } from '../staff/staff-guard';
import { exportNewsletter, NEWSLETTER_EXPORT_HEADER } from './newsletter-export.service';

/** /api/v1/admin/newsletter: the subscriber list as a CSV download (admins and finance). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/newsletter/export.csv',
    {
      schema: {
        tags: ['admin'],
        description:
          'Every newsletter subscription (e-mail, sign-up time, customer id) as CSV, oldest ' +
          'first; the export is recorded on the audit log.',
        produces: ['text/csv'],
      },
      config: { staffRoles: ['finance'] },
    },
    async (request, reply) => {
      const { user } = requireStaff(request);
      const at = now();
      const rows = await exportNewsletter(
        db,
        { userId: user.id, email: user.email, ip: request.ip },
        at,
      );
      return sendCsv(
        reply,
        `newsletter-${at.toISOString().slice(0, 10)}.csv`,
        NEWSLETTER_EXPORT_HEADER,
        rows,
      );
    },
  );
};
