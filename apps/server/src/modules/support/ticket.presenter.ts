import type {
  AdminTicketSummary,
  ChatMessage,
  TicketDetail,
  TicketMessage,
  TicketSummary,
} from '@store/shared/schemas/support';
import type { InboxRow } from './support-inbox.repository';
import type { MessageRow, TicketRow } from './support.repository';

// How support's rows read on the wire: the customer's ticket and its messages (spec section
// 3), the chat's messages (text, sender, createdAt) and the back office's summaries.

/** One message as a ticket shows it. */
export function presentMessage(row: MessageRow): TicketMessage {
  return {
    _id: String(row.id),
    message: row.body,
    sender: row.sender,
    sentAt: row.createdAt.toISOString(),
    senderName: row.senderName,
    clientMessageId: row.clientMessageId,
    citations: row.citations,
  };
}

/** One message as the chat shows it, with its conversation's id. */
export function presentChatMessage(row: MessageRow, ticketId: string): ChatMessage {
  return {
    _id: String(row.id),
    ticketId,
    clientMessageId: row.clientMessageId,
    text: row.body,
    sender: row.sender,
    senderName: row.senderName,
    createdAt: row.createdAt.toISOString(),
    citations: row.citations,
  };
}

export function presentTicket(row: TicketRow, last: MessageRow | undefined): TicketSummary {
  return {
    _id: row.publicId,
    category: row.category,
    topic: row.topic,
    status: row.status,
    orderId: row.orderPublicId,
    withStaff: row.withStaff,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessage: last
      ? { message: last.body, sender: last.sender, sentAt: last.createdAt.toISOString() }
      : null,
  };
}

/** When a person will have answered: only while one is to (with staff, open). */
const answerByOf = (row: TicketRow): string | null =>
  row.withStaff && row.status === 'open' ? (row.answerBy?.toISOString() ?? null) : null;

/** The ticket with its messages, oldest first. */
export function presentTicketDetail(row: TicketRow, messages: readonly MessageRow[]): TicketDetail {
  return {
    ...presentTicket(row, messages.at(-1)),
    details: { messages: messages.map(presentMessage) },
    answerBy: answerByOf(row),
  };
}

/** A ticket as the support inbox lists it. */
export function presentInboxTicket(
  row: InboxRow,
  last: MessageRow | undefined,
): AdminTicketSummary {
  const ticket = { ...row.ticket, orderPublicId: row.orderPublicId };
  return {
    ...presentTicket(ticket, last),
    customer: {
      _id: String(row.customer.id),
      email: row.customer.email,
      firstName: row.customer.firstName,
    },
    assignee: row.assignee
      ? { _id: String(row.assignee.id), firstName: row.assignee.firstName }
      : null,
    handOffReason: row.ticket.handOffReason,
    answerBy: answerByOf(ticket),
  };
}
