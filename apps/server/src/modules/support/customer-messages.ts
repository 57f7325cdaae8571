import type { Language } from '@store/shared/constants';
import { addBusinessDays } from '@store/shared/rules/business-days';
import {
  SUPPORT_LIMITS,
  type TicketCategory,
  type HelpTopicId,
} from '@store/shared/schemas/support';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Result } from '../../lib/result';
import type { SupportFailure } from './support.errors';
import { admitNewTicket } from './support-limits';
import type { SupportContext } from './support-context';
import {
  countMessages,
  findMessageByClientId,
  findOwnOrderRef,
  findTicket,
  findTicketOpenedBy,
  insertMessage,
  insertTicket,
  updateTicket,
  type MessageRow,
  type TicketRow,
} from './support.repository';

// A customer's side of a conversation, inside the caller's transaction: opening one (a chat
// or a ticket for a person) and adding their message to it, each exactly once per client id.

/** What a new conversation starts with. */
export type Opening = {
  clientMessageId: string;
  category: TicketCategory;
  topic: string;
  /** The customer's order it is about, by public id: checked to be theirs. */
  orderId: string | null | undefined;
  helpTopic: HelpTopicId | null | undefined;
  /** A ticket for a person from the start, or a chat the assistant answers. */
  withStaff: boolean;
  language: Language;
};

/** When a person will have answered a message written at `now`. */
export const answerDeadline = (now: Date): Date =>
  addBusinessDays(now, SUPPORT_LIMITS.replyBusinessDays);

async function lockTicket(tx: Db, publicId: string): Promise<TicketRow> {
  const ticket = await findTicket(tx, publicId, { lock: true });
  if (!ticket) throw new Error(`Ticket ${publicId} vanished while it was written to`);
  return ticket;
}

/**
 * Opens the customer's conversation, locked for the rest of the transaction; or, when their
 * message with this client id already opened one (sent again after a reconnect, or twice at
 * once), that conversation. Counts against the customer's new conversations per day.
 */
export async function openTicket(
  tx: Db,
  ctx: SupportContext,
  userId: number,
  opening: Opening,
): Promise<Result<TicketRow, SupportFailure>> {
  const opened = await findTicketOpenedBy(tx, userId, opening.clientMessageId);
  if (opened) return ok(await lockTicket(tx, opened.publicId));
  const order = opening.orderId ? await findOwnOrderRef(tx, userId, opening.orderId) : undefined;
  if (opening.orderId && !order) return fail('order-not-found');
  const refused = await admitNewTicket(ctx, userId);
  if (refused) return fail(refused);
  const now = ctx.now();
  const inserted = await insertTicket(tx, {
    publicId: newPublicId('tkt'),
    userId,
    category: opening.category,
    topic: opening.topic,
    status: 'open',
    orderId: order?.id ?? null,
    helpTopic: opening.helpTopic ?? null,
    withStaff: opening.withStaff,
    language: opening.language,
    clientMessageId: opening.clientMessageId,
    createdAt: now,
    updatedAt: now,
    answerBy: opening.withStaff ? answerDeadline(now) : null,
  });
  if (inserted) return ok({ ...inserted, orderPublicId: order?.publicId ?? null });
  // The same message opened it in a transaction that committed while this one waited.
  const raced = await findTicketOpenedBy(tx, userId, opening.clientMessageId);
  if (!raced) throw new Error('A ticket could not be opened, and none was found in its place');
  return ok(await lockTicket(tx, raced.publicId));
}

export type StoredMessage = { ticket: TicketRow; message: MessageRow; repeat: boolean };

/**
 * Adds the customer's message to their (locked) conversation, or finds it when one with this
 * client id is there already (`repeat`). A conversation with staff is open for them again,
 * due within 2 business days unless an earlier promise still runs; a closed one reopens.
 */
export async function addCustomerMessage(
  tx: Db,
  ticket: TicketRow,
  message: { clientMessageId: string; text: string; language: Language; now: Date },
): Promise<Result<StoredMessage, SupportFailure>> {
  const stored = await findMessageByClientId(tx, ticket.id, message.clientMessageId);
  if (stored) return ok({ ticket, message: stored, repeat: true });
  if ((await countMessages(tx, ticket.id)) >= SUPPORT_LIMITS.messagesPerTicket) {
    return fail('ticket-full');
  }
  const { now } = message;
  const inserted = await insertMessage(tx, {
    ticketId: ticket.id,
    sender: 'user',
    body: message.text,
    clientMessageId: message.clientMessageId,
    createdAt: now,
  });
  // The ticket's lock keeps a second copy out; a conflict here would be a bug.
  if (!inserted) throw new Error(`Message ${message.clientMessageId} was stored meanwhile`);
  const promised = ticket.withStaff && ticket.status === 'open' ? ticket.answerBy : null;
  const changes = {
    status: 'open' as const,
    language: message.language,
    updatedAt: now,
    lastCustomerMessageAt: now,
    answerBy: ticket.withStaff ? (promised ?? answerDeadline(now)) : null,
  };
  await updateTicket(tx, ticket.id, changes);
  return ok({ ticket: { ...ticket, ...changes }, message: inserted, repeat: false });
}
