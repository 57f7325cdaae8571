import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '@store/shared/schemas/staff';
import { auditLog } from '../../db/schema/staff';
import type { Db } from '../../db/types';

export type AuditRow = typeof auditLog.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of the filters; every given filter must match. */
function matching(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.staffEmail, pattern),
        ilike(auditLog.targetType, pattern),
        ilike(auditLog.targetId, pattern),
      ),
    );
  }
  if (filters.staffEmail) {
    conditions.push(eq(sql`lower(${auditLog.staffEmail})`, filters.staffEmail.toLowerCase()));
  }
  if (filters.action) conditions.push(ilike(auditLog.action, `${escapeLike(filters.action)}%`));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditLog.targetId, filters.targetId));
  if (filters.from) conditions.push(gte(auditLog.at, new Date(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.at, new Date(filters.to)));
  return and(...conditions);
}

/** One page of the audit log matching the filters, newest first, with the count of all. */
export async function searchAudit(
  db: Db,
  filters: AuditFilters,
  page: { offset: number; limit: number },
) {
  const where = matching(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many entries match the filters. */
export async function countAudit(db: Db, filters: AuditFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(matching(filters));
  return row?.n ?? 0;
}

/**
 * Every entry matching the filters with an id up to `upToId`, newest first, `size` rows at
 * a time: each batch continues below the last id of the one before. The bound keeps entries
 * written during the export (its own among them) out of it.
 */
export async function* auditBatches(
  db: Db,
  filters: AuditFilters,
  upToId: number,
  size = 1000,
): AsyncGenerator<AuditRow[]> {
  const where = matching(filters);
  let below = upToId + 1;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(where, lt(auditLog.id, below)))
      .orderBy(desc(auditLog.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    below = last.id;
  }
}

/** The newest entry's id, 0 for an empty log. */
export async function lastAuditId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)`.mapWith(Number) })
    .from(auditLog);
  return row?.id ?? 0;
}
