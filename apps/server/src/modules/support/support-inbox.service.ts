import type { z } from 'zod';
import {
  SUPPORT_LIMITS,
  type AdminTicketAssignBody,
  type AdminTicketDetail,
  type AdminTicketListReply,
  type AdminTicketQuery,
  type AdminTicketReplyBody,
} from '@store/shared/schemas/support';
import { MAX_ROW_ID } from '../../db/shared-sql';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { writeOutbox } from '../outbox/outbox.repository';
import { auditEntry } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import type { SupportFailure } from './support.errors';
import type { SupportContext, SupportStaffActor } from './support-context';
import { SUPPORT_STAFF_ROLES } from './support-context';
import {
  findActiveStaff,
  findInboxPage,
  findInboxTicket,
  findLatestOrders,
} from './support-inbox.repository';
import {
  countMessages,
  countOpenTickets,
  findLastMessages,
  findMessages,
  findTicket,
  insertMessage,
  updateTicket,
  type TicketRow,
} from './support.repository';
import {
  presentChatMessage,
  presentInboxTicket,
  presentMessage,
  presentTicket,
} from './ticket.presenter';

// The back office's support inbox: tickets with staff, assigning them, answering (live to
// the customer's widget, by e-mail from the outbox when they are away) and closing, each
// change on the audit log in its transaction.

/** The customer's orders shown beside the conversation. */
const ORDERS_BESIDE = 10;

/** One page of the inbox, the tickets waiting for a person first, and how many wait. */
export async function listInbox(
  ctx: SupportContext,
  staffUserId: number,
  query: z.output<typeof AdminTicketQuery>,
): Promise<AdminTicketListReply> {
  const limit = SUPPORT_LIMITS.pageSize;
  const assigneeId =
    query.assigned === 'me' ? staffUserId : query.assigned === 'none' ? null : undefined;
  const [{ rows, total }, openCount] = await Promise.all([
    findInboxPage(
      ctx.db,
      { status: query.status, category: query.category, assigneeId, q: query.q },
      { offset: (query.page - 1) * limit, limit },
    ),
    countOpenTickets(ctx.db),
  ]);
  const last = await findLastMessages(
    ctx.db,
    rows.map((row) => row.ticket.id),
  );
  return {
    tickets: rows.map((row) => presentInboxTicket(row, last.get(row.ticket.id))),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    total,
    openCount,
  };
}

/** A ticket with its messages and the customer's latest orders. */
export async function getInboxTicket(
  db: Db,
  ticketId: string,
): Promise<Result<AdminTicketDetail, SupportFailure>> {
  const row = await findInboxTicket(db, ticketId);
  if (!row) return fail('ticket-not-found');
  const [messages, orders] = await Promise.all([
    findMessages(db, row.ticket.id),
    findLatestOrders(db, row.customer.id, ORDERS_BESIDE),
  ]);
  return ok({
    ...presentInboxTicket(row, messages.at(-1)),
    details: { messages: messages.map(presentMessage) },
    orders: orders.map((order) => ({
      _id: order.publicId,
      status: order.status,
      totalMinor: order.totalMinor,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
    })),
  });
}

/** Runs `change` on the locked ticket in one transaction with its audit entry. */
async function changeTicket<T>(
  ctx: SupportContext,
  ticketId: string,
  change: (tx: Db, ticket: TicketRow) => Promise<Result<T, SupportFailure>>,
): Promise<Result<T, SupportFailure>> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId, { lock: true });
    if (!ticket) return fail('ticket-not-found');
    return change(tx, ticket);
  });
}

/** Gives the ticket to an active support agent or admin, or to nobody (`null`). */
export async function assignTicket(
  ctx: SupportContext,
  actor: SupportStaffActor,
  ticketId: string,
  body: z.output<typeof AdminTicketAssignBody>,
): Promise<Result<AdminTicketDetail, SupportFailure>> {
  const changed = await changeTicket(ctx, ticketId, async (tx, ticket) => {
    const wanted = body.staffId === null ? null : Number(body.staffId);
    if (wanted !== null) {
      const member =
        wanted <= MAX_ROW_ID
          ? await findActiveStaff(tx, wanted, ['admin', ...SUPPORT_STAFF_ROLES])
          : undefined;
      if (!member) return fail('not-assignable');
    }
    await updateTicket(tx, ticket.id, { assigneeId: wanted });
    await insertAudit(
      tx,
      auditEntry(actor, ctx.now(), {
        action: 'ticket.assign',
        targetType: 'ticket',
        targetId: ticket.publicId,
        before: { assigneeId: ticket.assigneeId },
        after: { assigneeId: wanted },
      }),
    );
    return ok(ticket.publicId);
  });
  return changed.ok ? getInboxTicket(ctx.db, changed.value) : changed;
}

/**
 * A staff member answers (or asks the customer something): the message under their first
 * name, the ticket with staff and answered or waiting for the customer, a `ticket.answered`
 * event (the e-mail when the customer is away) and the audit entry, in one transaction;
 * then the customer's open pages hear it. A closed ticket takes no answer.
 */
export async function replyAsStaff(
  ctx: SupportContext,
  actor: SupportStaffActor,
  ticketId: string,
  body: z.output<typeof AdminTicketReplyBody>,
): Promise<Result<AdminTicketDetail, SupportFailure>> {
  const changed = await changeTicket(ctx, ticketId, async (tx, ticket) => {
    if (ticket.status === 'closed') return fail('ticket-closed');
    if ((await countMessages(tx, ticket.id)) >= SUPPORT_LIMITS.messagesPerTicket) {
      return fail('ticket-full');
    }
    const now = ctx.now();
    const message = await insertMessage(tx, {
      ticketId: ticket.id,
      sender: 'staff',
      staffUserId: actor.userId,
      senderName: actor.firstName,
      body: body.message,
      createdAt: now,
    });
    if (!message) throw new Error(`A reply to ticket ${ticket.publicId} was not stored`);
    const changes = { status: body.status, withStaff: true, answerBy: null, updatedAt: now };
    await updateTicket(tx, ticket.id, changes);
    await writeOutbox(tx, [
      {
        topic: 'ticket.answered',
        payload: { ticketId: ticket.publicId, messageId: message.id, userId: ticket.userId },
      },
    ]);
    await insertAudit(
      tx,
      auditEntry(actor, now, {
        action: 'ticket.reply',
        targetType: 'ticket',
        targetId: ticket.publicId,
        before: { status: ticket.status },
        after: { status: body.status, messageId: message.id },
      }),
    );
    return ok({ ticket: { ...ticket, ...changes }, message });
  });
  if (!changed.ok) return changed;
  const { ticket, message } = changed.value;
  ctx.realtime.toTicket(ticket.publicId, {
    event: 'message',
    message: presentChatMessage(message, ticket.publicId),
  });
  ctx.realtime.toTicket(ticket.publicId, {
    event: 'ticket',
    message: presentTicket(ticket, message),
  });
  return getInboxTicket(ctx.db, ticket.publicId);
}

/** Closes the ticket; closing a closed one changes nothing and writes no entry. */
export async function closeAsStaff(
  ctx: SupportContext,
  actor: SupportStaffActor,
  ticketId: string,
): Promise<Result<AdminTicketDetail, SupportFailure>> {
  const changed = await changeTicket(ctx, ticketId, async (tx, ticket) => {
    if (ticket.status === 'closed') return ok(undefined);
    const now = ctx.now();
    const changes = { status: 'closed' as const, answerBy: null, updatedAt: now };
    await updateTicket(tx, ticket.id, changes);
    await insertAudit(
      tx,
      auditEntry(actor, now, {
        action: 'ticket.close',
        targetType: 'ticket',
        targetId: ticket.publicId,
        before: { status: ticket.status },
        after: { status: 'closed' },
      }),
    );
    return ok({ ...ticket, ...changes });
  });
  if (!changed.ok) return changed;
  const closed = changed.value;
  if (closed) {
    const last = await findLastMessages(ctx.db, [closed.id]);
    ctx.realtime.toTicket(closed.publicId, {
      event: 'ticket',
      message: presentTicket(closed, last.get(closed.id)),
    });
  }
  return getInboxTicket(ctx.db, ticketId);
}
