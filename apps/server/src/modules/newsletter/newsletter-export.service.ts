import type { Db } from '../../db/types';
import type { CsvValue } from '../../lib/csv';
import { auditEntry, type AuditActor } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import { countSubscriptions, subscriptionBatches } from './newsletter.repository';

/** The newsletter export's columns, in order. */
export const NEWSLETTER_EXPORT_HEADER = ['email', 'subscribed_at', 'customer_id'] as const;

/**
 * Records the export on the audit log (who, when, how many addresses), then hands over the
 * subscriptions as CSV rows in sign-up order, read batch by batch as they are sent.
 */
export async function exportNewsletter(
  db: Db,
  actor: AuditActor,
  now: Date,
): Promise<AsyncIterable<CsvValue[][]>> {
  const total = await countSubscriptions(db);
  await insertAudit(
    db,
    auditEntry(actor, now, {
      action: 'newsletter.export',
      targetType: 'newsletter',
      targetId: 'subscriptions',
      after: { rows: total },
    }),
  );
  async function* rows() {
    for await (const batch of subscriptionBatches(db)) {
      yield batch.map((row) => [
        row.email,
        row.createdAt,
        row.userId === null ? null : String(row.userId),
      ]);
    }
  }
  return rows();
}
