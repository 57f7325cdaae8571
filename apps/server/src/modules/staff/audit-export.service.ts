import type { AuditFilters } from '@store/shared/schemas/staff';
import type { Db } from '../../db/types';
import type { CsvValue } from '../../lib/csv';
import { auditEntry, type AuditActor } from './audit-actor';
import { auditBatches, countAudit, lastAuditId } from './audit.repository';
import { insertAudit } from './staff.repository';

/** The audit export's columns, in order; before and after as JSON text. */
export const AUDIT_EXPORT_HEADER = [
  'id',
  'at',
  'staff_email',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
] as const;

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * Records the export itself on the audit log (the filters and how many entries), then hands
 * over the matching entries as CSV rows, newest first, as they were before this export.
 */
export async function exportAudit(
  db: Db,
  actor: AuditActor,
  filters: AuditFilters,
  now: Date,
): Promise<AsyncIterable<CsvValue[][]>> {
  const upToId = await lastAuditId(db);
  const total = await countAudit(db, filters);
  // Only the filters given, so the entry reads as the request was made.
  const given = JSON.parse(JSON.stringify(filters)) as Partial<AuditFilters>;
  await insertAudit(
    db,
    auditEntry(actor, now, {
      action: 'audit.export',
      targetType: 'audit_log',
      targetId: 'export',
      after: { filters: given, rows: total },
    }),
  );
  async function* rows() {
    for await (const batch of auditBatches(db, filters, upToId)) {
      yield batch.map((row) => [
        String(row.id),
        row.at,
        row.staffEmail,
        row.action,
        row.targetType,
        row.targetId,
        json(row.before),
        json(row.after),
        row.ip,
      ]);
    }
  }
  return rows();
}
