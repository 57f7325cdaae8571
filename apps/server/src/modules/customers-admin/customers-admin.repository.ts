import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';
import type { Db } from '../../db/types';

export type CustomerRow = typeof users.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of accounts matching `q`: a customer number exactly, the start of an e-mail
 * address, or the start of a first or last name, or of "first last" (all without regard to
 * case). Newest first; every account without `q`.
 */
export async function searchCustomers(
  db: Db,
  query: { q: string | undefined; offset: number; limit: number },
) {
  const q = query.q?.trim();
  const prefix = q ? `${escapeLike(q)}%` : undefined;
  const where =
    q && prefix
      ? or(
          /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined,
          sql`lower(${users.email}) like lower(${prefix})`,
          ilike(users.firstName, prefix),
          ilike(users.lastName, prefix),
          ilike(
            sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
            prefix,
          ),
        )
      : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The account locked until the transaction ends, and whether it belongs to a staff member. */
export async function lockCustomerRow(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, staffSince: staffMembers.createdAt })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.id, id))
    .for('update', { of: users });
  return row && { user: row.user, isStaff: row.staffSince !== null };
}

export async function updateCustomer(
  db: Db,
  id: number,
  changes: Partial<
    Pick<CustomerRow, 'lockedAt' | 'lockedReason' | 'identityRequireCheck' | 'identityCheckReason'>
  >,
  now: Date,
): Promise<CustomerRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`The account ${id} vanished inside its own transaction`);
  return row;
}

/** The customer's latest sign-in to the store (never a staff sign-in): when and from where. */
export async function findLastSignIn(db: Db, userId: number) {
  const [row] = await db
    .select({ at: sessions.createdAt, ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.staff, false)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row;
}

/** One page of the customer's orders, newest first, and how many there are. */
export async function findCustomerOrders(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        number: orders.publicId,
        createdAt: orders.createdAt,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
        status: orders.status,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countCustomerOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}
