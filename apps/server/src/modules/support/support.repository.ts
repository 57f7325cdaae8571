import { and, asc, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { MessageSender } from '@store/shared/schemas/support';
import { users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/orders';
import { ticketMessages, tickets } from '../../db/schema/support';
import type { Db } from '../../db/types';

// Every query of support's conversations: the customer's tickets and chats, their messages,
// and what the chat needs to stay idempotent (a message stored once per client id).

export type NewTicket = typeof tickets.$inferInsert;
type TicketColumns = typeof tickets.$inferSelect;
/** A ticket with the public id of the order it was opened from. */
export type TicketRow = TicketColumns & { orderPublicId: string | null };
export type MessageRow = typeof ticketMessages.$inferSelect;
export type NewMessage = typeof ticketMessages.$inferInsert;

const ticketColumns = { ticket: tickets, orderPublicId: orders.publicId };
const flatten = (row: { ticket: TicketColumns; orderPublicId: string | null }): TicketRow => ({
  ...row.ticket,
  orderPublicId: row.orderPublicId,
});

/**
 * Opens a ticket; undefined when the customer already opened one with the same first
 * message (a repeat after a reconnect), which `findTicketOpenedBy` then finds.
 */
export async function insertTicket(db: Db, ticket: NewTicket): Promise<TicketColumns | undefined> {
  const [row] = await db.insert(tickets).values(ticket).onConflictDoNothing().returning();
  return row;
}

/** The customer's ticket opened by the message with this client id. */
export async function findTicketOpenedBy(
  db: Db,
  userId: number,
  clientMessageId: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.userId, userId), eq(tickets.clientMessageId, clientMessageId)));
  return row && flatten(row);
}

/**
 * A ticket by its public id, of this customer only when `userId` is given. `lock` takes the
 * row for the rest of the transaction, so two messages to one ticket change it in turn.
 */
export async function findTicket(
  db: Db,
  publicId: string,
  options: { userId?: number; lock?: boolean } = {},
): Promise<TicketRow | undefined> {
  const query = db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.publicId, publicId),
        options.userId === undefined ? undefined : eq(tickets.userId, options.userId),
      ),
    );
  const [row] = options.lock ? await query.for('no key update', { of: tickets }) : await query;
  return row && flatten(row);
}

export async function updateTicket(
  db: Db,
  id: number,
  changes: Partial<Omit<NewTicket, 'id' | 'publicId' | 'userId'>>,
): Promise<void> {
  await db.update(tickets).set(changes).where(eq(tickets.id, id));
}

/** One page of the customer's conversations, latest first, and how many there are. */
export async function findCustomerTickets(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(tickets.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(ticketColumns)
      .from(tickets)
      .leftJoin(orders, eq(orders.id, tickets.orderId))
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** Stores a message; undefined when the ticket already has one with its client id. */
export async function insertMessage(db: Db, message: NewMessage): Promise<MessageRow | undefined> {
  const [row] = await db.insert(ticketMessages).values(message).onConflictDoNothing().returning();
  return row;
}

export async function findMessageByClientId(
  db: Db,
  ticketId: number,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(ticketMessages)
    .where(
      and(
        eq(ticketMessages.ticketId, ticketId),
        eq(ticketMessages.clientMessageId, clientMessageId),
      ),
    );
  return row;
}

/** A conversation's messages, oldest first. */
export async function findMessages(db: Db, ticketId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id));
}

/** The last `limit` messages before `beforeId`, oldest first: the assistant's history. */
export async function findMessagesBefore(
  db: Db,
  ticketId: number,
  beforeId: number,
  limit: number,
): Promise<{ sender: MessageSender; body: string }[]> {
  const rows = await db
    .select({ sender: ticketMessages.sender, body: ticketMessages.body })
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, ticketId), lt(ticketMessages.id, beforeId)))
    .orderBy(desc(ticketMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The messages after `afterId`, oldest first (the answers to a message sent again). */
export async function findMessagesAfter(
  db: Db,
  ticketId: number,
  afterId: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, ticketId), gt(ticketMessages.id, afterId)))
    .orderBy(asc(ticketMessages.id))
    .limit(limit);
}

export async function countMessages(db: Db, ticketId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId));
  return row?.n ?? 0;
}

/** The latest message of each of these tickets, by ticket id. */
export async function findLastMessages(
  db: Db,
  ticketIds: readonly number[],
): Promise<Map<number, MessageRow>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([ticketMessages.ticketId])
    .from(ticketMessages)
    .where(inArray(ticketMessages.ticketId, [...ticketIds]))
    .orderBy(ticketMessages.ticketId, desc(ticketMessages.id));
  return new Map(rows.map((row) => [row.ticketId, row]));
}

/** The customer's order by its public id; undefined for anyone else's. */
export async function findOwnOrderRef(
  db: Db,
  userId: number,
  publicId: string,
): Promise<{ id: number; publicId: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, publicId: orders.publicId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.publicId, publicId)));
  return row;
}

/** A customer's first name and address, for the assistant's greeting and for mails. */
export async function findCustomerContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Conversations a person is to answer: the dashboard's and the menu's count. */
export async function countOpenTickets(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.withStaff, true), eq(tickets.status, 'open')));
  return row?.n ?? 0;
}

/** A staff message with its ticket and customer, for the mail that tells the customer. */
export async function findAnswerToMail(db: Db, ticketPublicId: string, messageId: number) {
  const [row] = await db
    .select({
      ticketId: tickets.publicId,
      topic: tickets.topic,
      language: tickets.language,
      status: tickets.status,
      email: users.email,
      firstName: users.firstName,
      message: ticketMessages.body,
      senderName: ticketMessages.senderName,
    })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(eq(ticketMessages.id, messageId), eq(tickets.publicId, ticketPublicId)));
  return row;
}
