import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditFilters, AuditQuery, AuditReply } from '@store/shared/schemas/staff';
import type { Db } from '../../db/types';
import { sendCsv } from '../../lib/csv';
import { AUDIT_EXPORT_HEADER, exportAudit } from './audit-export.service';
import { searchAudit } from './audit.repository';
import { requireStaff } from './staff-guard';

const tags = ['admin'];
const FILTERS =
  '`q` matches the action, the staff e-mail or the target; `staffEmail` (exact), `action` ' +
  '(its start, such as `product.`), `targetType`, `targetId`, `from` (included) and `to` ' +
  '(excluded) narrow it.';

/** /api/v1/admin/audit: the audit log for admins, searched, paged and exported as CSV. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        description: `The audit log, newest first: every staff action with who, what, when, before and after. ${FILTERS}`,
        querystring: AuditQuery,
        response: { 200: AuditReply },
      },
      config: { staffRoles: ['admin'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await searchAudit(db, filters, {
        offset: (page - 1) * limit,
        limit,
      });
      return {
        entries: rows.map((r) => ({
          _id: String(r.id),
          at: r.at.toISOString(),
          staffEmail: r.staffEmail,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          before: r.before,
          after: r.after,
        })),
        total,
        page,
        pages: Math.ceil(total / limit),
      };
    },
  );

  app.get(
    '/audit/export.csv',
    {
      schema: {
        tags,
        description: `The audit log's entries matching the filters as CSV, newest first; the export is itself audited. ${FILTERS}`,
        querystring: AuditFilters,
        produces: ['text/csv'],
      },
      config: { staffRoles: ['admin'] },
    },
    async (request, reply) => {
      const { user } = requireStaff(request);
      const at = now();
      const rows = await exportAudit(
        db,
        { userId: user.id, email: user.email, ip: request.ip },
        request.query,
        at,
      );
      return sendCsv(
        reply,
        `audit-${at.toISOString().slice(0, 10)}.csv`,
        AUDIT_EXPORT_HEADER,
        rows,
      );
    },
  );
};
