import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { text } from './common';
import { PublicId } from './purchases';

// Support: tickets (spec sections 3 and 7), the chat of the help widget over the `/chat`
// namespace of the live socket, and Biggie AI Assistant's answers. One contract for the
// HTTP API, the socket, the web and the back office.

/** The live socket's chat channel. */
export const CHAT_NAMESPACE = '/chat';

/**
 * What the back office's chat socket sends as its handshake's `auth`: it is then signed in by
 * the staff cookie (support or admin), never as the customer the same browser may also be.
 */
export const CHAT_STAFF_HANDSHAKE = { staff: true } as const;

/** Spec section 3: anything else a client sends is stored as `other`. */
export const TICKET_CATEGORIES = ['technical', 'billing', 'identity', 'product', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/**
 * open: a person is to answer; waiting_for_customer: staff asked the customer something;
 * answered: the last word was an answer (staff's, or the assistant's in a chat it handles);
 * closed: done (a new message from the customer opens it again).
 */
export const TICKET_STATUSES = ['open', 'waiting_for_customer', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who wrote a message: the customer, Biggie AI Assistant, or a person of the support team. */
export const MESSAGE_SENDERS = ['user', 'AI', 'staff'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** The help widget's five topics (spec section 2); a chat may start from one of them. */
export const HELP_TOPIC_IDS = [
  'redeem-codes',
  'find-codes',
  'invoice',
  'activation-issues',
  'identity-verification',
] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export const SUPPORT_LIMITS = {
  /** Characters in one message, after trimming. */
  messageMaxLength: 2000,
  /** Characters in a ticket's topic line. */
  topicMaxLength: 120,
  /** Messages a conversation keeps; a longer one asks for a new ticket. */
  messagesPerTicket: 200,
  /** Chat messages per signed-in customer per minute, and per address (guests too). */
  messagesPerCustomerPerMinute: 20,
  messagesPerIpPerMinute: 40,
  /** Tickets a customer may open per day. */
  ticketsPerCustomerPerDay: 20,
  /** Spec section 9: support replies within 2 business days. */
  replyBusinessDays: 2,
  /** Tickets per page, customer and back office. */
  pageSize: 20,
} as const;

export const SUPPORT_MESSAGES = {
  ticketNotFound: 'Ticket not found.',
  messageRequired: 'Write a message.',
  messageTooLong: `A message can be at most ${SUPPORT_LIMITS.messageMaxLength} characters.`,
  topicRequired: 'Give your ticket a topic.',
  topicTooLong: `A topic can be at most ${SUPPORT_LIMITS.topicMaxLength} characters.`,
  ticketFull: 'This conversation is full. Please open a new ticket.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  tooManyTickets: 'You have opened many tickets today. Please add to an open one instead.',
  orderNotFound: 'Order not found.',
  signInForTickets: 'Sign in to open a ticket or to see your conversations.',
  clientMessageId: 'Must be a message id (a UUID).',
  ticketClosed: 'This ticket is closed.',
  notAssignable: 'Only an active staff member who handles tickets can be assigned.',
  staffUseInbox: 'Staff answer customers from the support inbox.',
  unavailable: 'The chat is unavailable right now. Please try again in a moment.',
} as const;

/**
 * The most bytes one chat message's JSON can take: the longest text with every character
 * escaped as `\uXXXX` (6 bytes), and room for the other fields. Request and socket limits.
 */
export const CHAT_PACKET_MAX_BYTES = SUPPORT_LIMITS.messageMaxLength * 6 + 4096;

/** A message's text as sent: trimmed, not blank, not too long. */
export const MessageText = text()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, SUPPORT_MESSAGES.messageRequired)
      .max(SUPPORT_LIMITS.messageMaxLength, SUPPORT_MESSAGES.messageTooLong),
  );

/** The client's id for a message, so a resend after a reconnect is stored once. */
export const ClientMessageId = z.uuid({ error: SUPPORT_MESSAGES.clientMessageId });

/** A ticket's id, as the spec's `_id`. */
export const TicketId = PublicId;
export const TicketParams = z.object({ id: TicketId });

/** Category as a client sends it: known ones kept, anything else becomes `other`. */
export const TicketCategoryInput = z
  .unknown()
  .transform((value): TicketCategory =>
    typeof value === 'string' && (TICKET_CATEGORIES as readonly string[]).includes(value)
      ? (value as TicketCategory)
      : 'other',
  );

/** Where an answer came from: a help topic, an FAQ answer, a section of the terms, a guide. */
export const Citation = z.object({
  kind: z.enum(['topic', 'faq', 'terms', 'guide', 'order']),
  id: z.string(),
  title: z.string(),
  /** A path in the store, e.g. `/dashboard/purchases?order=…` or `/terms#refunds`. */
  url: z.string(),
});
export type Citation = z.infer<typeof Citation>;

/** One message of a ticket (spec section 3: message, sender, sentAt). */
export const TicketMessage = z.object({
  _id: z.string(),
  message: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  sentAt: z.string(),
  /** The first name of the staff member who wrote it; null for the customer and the AI. */
  senderName: z.string().nullable(),
  clientMessageId: z.string().nullable(),
  /** What an AI answer was based on. */
  citations: z.array(Citation),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** A ticket in the customer's list (the widget's History tab). */
export const TicketSummary = z.object({
  _id: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  topic: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** The order it is about, when it was opened from one. */
  orderId: z.string().nullable(),
  /** A person of the support team has it (the assistant handed it off, or it was opened so). */
  withStaff: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessage: z
    .object({ message: z.string(), sender: z.enum(MESSAGE_SENDERS), sentAt: z.string() })
    .nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TicketListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const TicketListReply = z.object({
  tickets: z.array(TicketSummary),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type TicketListReply = z.infer<typeof TicketListReply>;

/** GET /api/v1/users/tickets/{id}: the ticket with its messages, oldest first. */
export const TicketDetail = TicketSummary.extend({
  details: z.object({ messages: z.array(TicketMessage) }),
  /** While a person is to answer: when they will have answered at the latest. */
  answerBy: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof TicketDetail>;

/** POST /api/v1/users/tickets: a ticket for a person, from the widget, an order or contact. */
export const CreateTicketBody = z.object({
  category: TicketCategoryInput,
  topic: text()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, SUPPORT_MESSAGES.topicRequired)
        .max(SUPPORT_LIMITS.topicMaxLength, SUPPORT_MESSAGES.topicTooLong),
    ),
  message: MessageText,
  orderId: PublicId.optional(),
  clientMessageId: ClientMessageId,
});
export type CreateTicketBody = z.input<typeof CreateTicketBody>;

/** POST /api/v1/users/tickets/{id}/messages: the customer writes in a ticket. */
export const TicketReplyBody = z.object({ message: MessageText, clientMessageId: ClientMessageId });
export type TicketReplyBody = z.input<typeof TicketReplyBody>;

/**
 * A chat message as the widget shows it (spec section 3: text, sender, createdAt), with the
 * ticket it belongs to (null in a guest's chat, which is not kept).
 */
export const ChatMessage = z.object({
  _id: z.string(),
  ticketId: z.string().nullable(),
  clientMessageId: z.string().nullable(),
  text: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  senderName: z.string().nullable(),
  createdAt: z.string(),
  citations: z.array(Citation),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * A chat message sent (socket `send`, or POST /api/v1/chat/messages). Without `ticketId` a
 * signed-in customer starts a new conversation (a ticket the assistant handles); a guest
 * chats with the assistant about the help content only.
 */
export const ChatSendBody = z.object({
  clientMessageId: ClientMessageId,
  text: MessageText,
  ticketId: TicketId.nullish(),
  /** The help topic the chat was opened from. */
  topicId: z.enum(HELP_TOPIC_IDS).nullish(),
  /** The order the chat was opened from (signed in only). */
  orderId: PublicId.nullish(),
  /** The language of the widget; the assistant answers in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type ChatSendBody = z.input<typeof ChatSendBody>;

/**
 * The answer to a send: the stored message (once, however often it was sent) and what the
 * assistant said back, if it answers this conversation. `ticket` is the conversation after it.
 */
export const ChatSendReply = z.object({
  ticket: TicketSummary.nullable(),
  message: ChatMessage,
  replies: z.array(ChatMessage),
});
export type ChatSendReply = z.infer<typeof ChatSendReply>;

/** Socket `join`: follow one ticket's conversation live (its owner and staff only). */
export const ChatJoinBody = z.object({ ticketId: TicketId });

/** What a socket call answers through its acknowledgement. */
export type ChatAck<T> =
  { ok: true; data: T } | { ok: false; error: { message: string; code: string } };

/** The `/chat` namespace's events, server to client. */
export type ChatServerEvents = {
  /** A new message in a conversation this page follows (its own ones after they are stored). */
  message: (message: ChatMessage) => void;
  /** The assistant (or a person) is writing in this conversation. */
  typing: (event: { ticketId: string | null; sender: MessageSender }) => void;
  /** A conversation changed (status, hand-off). */
  ticket: (ticket: TicketSummary) => void;
};

/** The `/chat` namespace's events, client to server, each answered through its ack. */
export type ChatClientEvents = {
  send: (body: ChatSendBody, ack: (answer: ChatAck<ChatSendReply>) => void) => void;
  join: (body: { ticketId: string }, ack: (answer: ChatAck<TicketDetail>) => void) => void;
  leave: (body: { ticketId: string }) => void;
};

// The back office's support inbox (support agents and admins).

export const AdminTicketQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** `me`: assigned to the signed-in member; `none`: to nobody yet. */
  assigned: z.enum(['me', 'none', 'any']).default('any'),
  q: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminTicketQuery = z.input<typeof AdminTicketQuery>;

export const AdminTicketSummary = TicketSummary.extend({
  customer: z.object({ _id: z.string(), email: z.string(), firstName: z.string().nullable() }),
  assignee: z.object({ _id: z.string(), firstName: z.string().nullable() }).nullable(),
  /** The assistant handed this conversation to a person, and why. */
  handOffReason: z.string().nullable(),
  answerBy: z.string().nullable(),
});
export type AdminTicketSummary = z.infer<typeof AdminTicketSummary>;

export const AdminTicketListReply = z.object({
  tickets: z.array(AdminTicketSummary),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** Tickets waiting for a person (open), for the dashboard and the menu's badge. */
  openCount: z.number().int(),
});
export type AdminTicketListReply = z.infer<typeof AdminTicketListReply>;

export const AdminTicketDetail = AdminTicketSummary.extend({
  details: z.object({ messages: z.array(TicketMessage) }),
  /** The customer's latest orders, beside the conversation. */
  orders: z.array(
    z.object({
      _id: z.string(),
      status: z.string(),
      totalMinor: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminTicketDetail = z.infer<typeof AdminTicketDetail>;

/** POST /api/v1/admin/tickets/{id}/reply: answered, or a question back to the customer. */
export const AdminTicketReplyBody = z.object({
  message: MessageText,
  status: z.enum(['answered', 'waiting_for_customer']).default('answered'),
});
export type AdminTicketReplyBody = z.input<typeof AdminTicketReplyBody>;

/** POST /api/v1/admin/tickets/{id}/assign: a staff member's number, or null to unassign. */
export const AdminTicketAssignBody = z.object({
  staffId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Must be a staff member number')
    .nullable(),
});
export type AdminTicketAssignBody = z.input<typeof AdminTicketAssignBody>;
