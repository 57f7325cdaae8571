import type { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@store/shared/constants';
import {
  SUPPORT_LIMITS,
  type CreateTicketBody,
  type TicketDetail,
  type TicketListReply,
  type TicketReplyBody,
} from '@store/shared/schemas/support';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { sendChatMessage } from './chat.service';
import { addCustomerMessage, openTicket } from './customer-messages';
import type { SupportFailure } from './support.errors';
import { admitMessage } from './support-limits';
import type { CustomerSender, SupportContext } from './support-context';
import {
  findCustomerTickets,
  findLastMessages,
  findMessages,
  findTicket,
  updateTicket,
  type TicketRow,
} from './support.repository';
import { presentTicket, presentTicketDetail } from './ticket.presenter';

// The customer's tickets (spec sections 3 and 7): the list of their conversations, one with
// its messages, a ticket for a person, their reply and closing it. Nobody reaches another
// customer's ticket: every lookup is by the customer and the ticket's id together.

/** A ticket with all of its messages. */
export async function detailOf(db: Db, ticket: TicketRow): Promise<TicketDetail> {
  return presentTicketDetail(ticket, await findMessages(db, ticket.id));
}

/** One page of the customer's conversations, the latest change first. */
export async function listTickets(
  ctx: SupportContext,
  userId: number,
  page: number,
): Promise<TicketListReply> {
  const limit = SUPPORT_LIMITS.pageSize;
  const { rows, total } = await findCustomerTickets(ctx.db, userId, {
    offset: (page - 1) * limit,
    limit,
  });
  const last = await findLastMessages(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    tickets: rows.map((row) => presentTicket(row, last.get(row.id))),
    page,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

/** The customer's ticket with its messages; not found for anyone else's. */
export async function getTicket(
  ctx: SupportContext,
  userId: number,
  ticketId: string,
): Promise<Result<TicketDetail, SupportFailure>> {
  const ticket = await findTicket(ctx.db, ticketId, { userId });
  if (!ticket) return fail('ticket-not-found');
  return ok(await detailOf(ctx.db, ticket));
}

/**
 * Opens a ticket for a person of the support team (from the widget, an order or the
 * contact page): open, due within 2 business days, linked to the customer's order when
 * named. The same first message sent again finds the ticket it opened (`created` false).
 */
export async function createTicket(
  ctx: SupportContext,
  sender: CustomerSender,
  body: z.output<typeof CreateTicketBody>,
): Promise<Result<{ ticket: TicketDetail; created: boolean }, SupportFailure>> {
  const limited = await admitMessage(ctx, sender);
  if (limited) return fail(limited);
  const language = sender.language ?? DEFAULT_LANGUAGE;
  const stored = await ctx.db.transaction(async (tx) => {
    const opened = await openTicket(tx, ctx, sender.userId, {
      clientMessageId: body.clientMessageId,
      category: body.category,
      topic: body.topic,
      orderId: body.orderId,
      helpTopic: null,
      withStaff: true,
      language,
    });
    if (!opened.ok) return opened;
    return addCustomerMessage(tx, opened.value, {
      clientMessageId: body.clientMessageId,
      text: body.message,
      language,
      now: ctx.now(),
    });
  });
  if (!stored.ok) return stored;
  return ok({ ticket: await detailOf(ctx.db, stored.value.ticket), created: !stored.value.repeat });
}

/**
 * The customer writes in their ticket, as in the chat: stored once per client id, a ticket
 * with staff open for them again (a closed one reopens), a chat answered by the assistant.
 */
export async function replyToTicket(
  ctx: SupportContext,
  sender: CustomerSender,
  ticketId: string,
  body: z.output<typeof TicketReplyBody>,
): Promise<Result<TicketDetail, SupportFailure>> {
  const sent = await sendChatMessage(ctx, sender, {
    ticketId,
    text: body.message,
    clientMessageId: body.clientMessageId,
  });
  if (!sent.ok) return sent;
  return getTicket(ctx, sender.userId, ticketId);
}

/** The customer closes their ticket; closing a closed one changes nothing. */
export async function closeTicket(
  ctx: SupportContext,
  userId: number,
  ticketId: string,
): Promise<Result<TicketDetail, SupportFailure>> {
  const ticket = await findTicket(ctx.db, ticketId, { userId });
  if (!ticket) return fail('ticket-not-found');
  return ok(await closeAndTell(ctx, ticket));
}

/** Closes a ticket and tells everyone following it; the detail as it is now. */
export async function closeAndTell(ctx: SupportContext, ticket: TicketRow): Promise<TicketDetail> {
  if (ticket.status === 'closed') return detailOf(ctx.db, ticket);
  const changes = { status: 'closed' as const, answerBy: null, updatedAt: ctx.now() };
  await updateTicket(ctx.db, ticket.id, changes);
  const detail = await detailOf(ctx.db, { ...ticket, ...changes });
  const { details: _messages, answerBy: _answerBy, ...summary } = detail;
  ctx.realtime.toTicket(ticket.publicId, { event: 'ticket', message: summary });
  return detail;
}
