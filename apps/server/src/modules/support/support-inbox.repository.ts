import { and, asc, count, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TicketCategory, TicketStatus } from '@store/shared/schemas/support';
import { users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';
import { tickets } from '../../db/schema/support';
import type { Db } from '../../db/types';

// The back office's reads of support: the inbox of tickets with staff, one ticket with its
// customer and assignee, the customer's latest orders, and who may be assigned.

const assignees = alias(users, 'assignee');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const inboxColumns = {
  ticket: tickets,
  orderPublicId: orders.publicId,
  customer: { id: users.id, email: users.email, firstName: users.firstName },
  assignee: { id: assignees.id, firstName: assignees.firstName },
};

export type InboxFilter = {
  status?: TicketStatus;
  category?: TicketCategory;
  /** Only the tickets of this staff member (`me`), or of nobody (`null`). */
  assigneeId?: number | null;
  q?: string;
};

function inboxWhere(filter: InboxFilter): SQL | undefined {
  const q = filter.q ? escapeLike(filter.q) : undefined;
  return and(
    eq(tickets.withStaff, true),
    filter.status ? eq(tickets.status, filter.status) : undefined,
    filter.category ? eq(tickets.category, filter.category) : undefined,
    filter.assigneeId === null ? isNull(tickets.assigneeId) : undefined,
    typeof filter.assigneeId === 'number' ? eq(tickets.assigneeId, filter.assigneeId) : undefined,
    q
      ? or(
          ilike(tickets.topic, `%${q}%`),
          like(sql`lower(${users.email})`, `${q.toLowerCase()}%`),
          like(tickets.publicId, `${q}%`),
        )
      : undefined,
  );
}

const isOpen = sql`${tickets.status} = 'open'`;

/**
 * One page of the inbox: the open tickets first, the assistant's hand-offs first among them,
 * then whoever has waited longest since they last wrote; every other ticket after them, the
 * latest change first.
 */
export async function findInboxPage(
  db: Db,
  filter: InboxFilter,
  page: { offset: number; limit: number },
) {
  const where = inboxWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(inboxColumns)
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
      .leftJoin(orders, eq(orders.id, tickets.orderId))
      .where(where)
      .orderBy(
        desc(isOpen),
        desc(sql`${isOpen} and ${tickets.handOffReason} is not null`),
        asc(
          sql`case when ${isOpen} then coalesce(${tickets.lastCustomerMessageAt}, ${tickets.createdAt}) end`,
        ),
        desc(tickets.updatedAt),
        desc(tickets.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>['rows'][number];

/** One ticket, with or without staff, with its customer and assignee. */
export async function findInboxTicket(db: Db, publicId: string): Promise<InboxRow | undefined> {
  const [row] = await db
    .select(inboxColumns)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.publicId, publicId));
  return row;
}

/** The customer's latest orders, newest first. */
export async function findLatestOrders(db: Db, userId: number, limit: number) {
  return db
    .select({
      publicId: orders.publicId,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** An active staff member with one of `roles`: someone a ticket may be assigned to. */
export async function findActiveStaff(db: Db, userId: number, roles: readonly string[]) {
  const [row] = await db
    .select({ userId: staffMembers.userId, role: staffMembers.role })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), isNull(staffMembers.disabledAt)));
  return row && roles.includes(row.role) ? row : undefined;
}
