import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@store/shared/constants';
import type {
  ChatMessage,
  ChatSendBody,
  ChatSendReply,
  MessageSender,
} from '@store/shared/schemas/support';
import { fail, ok, type Result } from '../../lib/result';
import { answerCustomer, askAssistant } from './assistant-turn';
import { guestUnavailableText } from './chat-texts';
import { conversationTopic } from './conversation-topic';
import { addCustomerMessage, openTicket, type StoredMessage } from './customer-messages';
import type { SupportFailure } from './support.errors';
import { admitMessage } from './support-limits';
import type { ChatSender, CustomerSender, SupportContext } from './support-context';
import { findLastMessages, findMessagesAfter, findTicket } from './support.repository';
import { presentChatMessage, presentTicket } from './ticket.presenter';

// The chat of the help widget, the same for the socket and for POST /chat/messages: a
// customer's message is stored once per client id before anything else happens, then the
// assistant answers unless a person has the conversation. A guest's chat is not kept.

export type ChatSendInput = z.output<typeof ChatSendBody>;

/** What the sending page hears while its message is handled (the socket gives these). */
export type ChatHooks = {
  /** The conversation is known: the page follows it from now on. */
  follow?: (ticketId: string) => void;
  /** Someone is writing an answer, told to this page (a guest's chat has no room). */
  typing?: (event: { ticketId: string | null; sender: MessageSender }) => void;
};

/** How many answers a message sent again gets back, at most: the ones that followed it. */
const REPLAYED_ANSWERS = 10;

/**
 * Handles one chat message: counted against the sender's limits, stored once (a repeat of
 * the same client id returns the stored message and whatever answered it, and asks the
 * assistant nothing), shown to everyone following the conversation, then answered by the
 * assistant unless a person of the support team has it.
 */
export async function sendChatMessage(
  ctx: SupportContext,
  sender: ChatSender,
  body: ChatSendInput,
  hooks: ChatHooks = {},
): Promise<Result<ChatSendReply, SupportFailure>> {
  if (sender.kind === 'guest' && (body.ticketId || body.orderId)) return fail('sign-in-required');
  const limited = await admitMessage(ctx, sender);
  if (limited) return fail(limited);
  if (sender.kind === 'guest') return ok(await answerGuest(ctx, sender, body, hooks));

  const stored = await storeMessage(ctx, sender, body);
  if (!stored.ok) return stored;
  const { ticket, message, repeat } = stored.value;
  hooks.follow?.(ticket.publicId);
  if (repeat) return ok(await replay(ctx, stored.value));

  const said = presentChatMessage(message, ticket.publicId);
  ctx.realtime.toTicket(ticket.publicId, { event: 'message', message: said });
  if (ticket.withStaff) {
    const summary = presentTicket(ticket, message);
    ctx.realtime.toTicket(ticket.publicId, { event: 'ticket', message: summary });
    return ok({ ticket: summary, message: said, replies: [] });
  }
  return ok(await answerCustomer(ctx, sender, ticket, message));
}

/** The customer's message in its conversation: the one named, or a new chat. */
async function storeMessage(
  ctx: SupportContext,
  sender: CustomerSender,
  body: ChatSendInput,
): Promise<Result<StoredMessage, SupportFailure>> {
  return ctx.db.transaction(async (tx) => {
    const ticket = body.ticketId
      ? await findTicket(tx, body.ticketId, { userId: sender.userId, lock: true })
      : undefined;
    if (body.ticketId && !ticket) return fail('ticket-not-found');
    const language = body.language ?? sender.language ?? ticket?.language ?? DEFAULT_LANGUAGE;
    const conversation = ticket
      ? ok(ticket)
      : await openTicket(tx, ctx, sender.userId, {
          clientMessageId: body.clientMessageId,
          category: 'other',
          topic: conversationTopic(body.text, body.topicId),
          orderId: body.orderId,
          helpTopic: body.topicId,
          withStaff: false,
          language,
        });
    if (!conversation.ok) return conversation;
    return addCustomerMessage(tx, conversation.value, {
      clientMessageId: body.clientMessageId,
      text: body.text,
      language,
      now: ctx.now(),
    });
  });
}

/** A message sent again: as stored, with the answers that followed it so far. */
async function replay(ctx: SupportContext, { ticket, message }: StoredMessage) {
  const [after, last] = await Promise.all([
    findMessagesAfter(ctx.db, ticket.id, message.id, REPLAYED_ANSWERS),
    findLastMessages(ctx.db, [ticket.id]),
  ]);
  const nextOwn = after.findIndex((row) => row.sender === 'user');
  const answers = nextOwn === -1 ? after : after.slice(0, nextOwn);
  return {
    ticket: presentTicket(ticket, last.get(ticket.id)),
    message: presentChatMessage(message, ticket.publicId),
    replies: answers.map((row) => presentChatMessage(row, ticket.publicId)),
  };
}

/**
 * A guest's chat: the assistant answers about the help content only (it gets no customer)
 * and nothing is stored; the message's id is the client's own.
 */
async function answerGuest(
  ctx: SupportContext,
  sender: Extract<ChatSender, { kind: 'guest' }>,
  body: ChatSendInput,
  hooks: ChatHooks,
): Promise<ChatSendReply> {
  const language = body.language ?? sender.language ?? DEFAULT_LANGUAGE;
  const chatMessage = (text: string, from: MessageSender, id: string): ChatMessage => ({
    _id: id,
    ticketId: null,
    clientMessageId: from === 'user' ? body.clientMessageId : null,
    text,
    sender: from,
    senderName: null,
    createdAt: ctx.now().toISOString(),
    citations: [],
  });
  const message = chatMessage(body.text, 'user', body.clientMessageId);
  hooks.typing?.({ ticketId: null, sender: 'AI' });
  const reply = await askAssistant(
    ctx,
    {
      text: body.text,
      history: [],
      language,
      topicId: body.topicId ?? null,
      orderId: null,
      customer: null,
    },
    'a guest’s chat',
  );
  const answer = chatMessage(reply?.text ?? guestUnavailableText(language), 'AI', randomUUID());
  return { ticket: null, message, replies: [{ ...answer, citations: reply?.citations ?? [] }] };
}
