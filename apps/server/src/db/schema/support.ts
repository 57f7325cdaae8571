import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@store/shared/constants';
import {
  MESSAGE_SENDERS,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type Citation,
  type MessageSender,
  type TicketCategory,
  type TicketStatus,
} from '@store/shared/schemas/support';
import { users } from './accounts';
import { orders } from './orders';

// The database refuses values outside the shared lists, whatever the code does.
const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Support conversations: a chat the assistant answers, or a ticket a person of the support
 * team works (`with_staff`), which a chat becomes when the assistant hands it off.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** The id customers and the web see (the spec's `_id`); unguessable. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<TicketCategory>().notNull(),
    topic: text('topic').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    /** The order it was opened from, when it was. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The help topic the chat was opened from, for the assistant's later answers. */
    helpTopic: text('help_topic'),
    /** A person of the support team has it; the assistant no longer answers. */
    withStaff: boolean('with_staff').notNull().default(false),
    /** Why the assistant handed it off (asked_for_person, billing_dispute, …). */
    handOffReason: text('hand_off_reason'),
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    /** The staff member working it. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's language when they last wrote: mails about it are in it. */
    language: text('language').$type<Language>().notNull(),
    /**
     * The client's id of the message that opened it: a repeated first message, after a
     * reconnect, finds this ticket instead of opening another.
     */
    clientMessageId: uuid('client_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a person is to answer: when they will have at the latest. */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true }),
  },
  (t) => [
    check('tickets_category_check', sql`${t.category} in (${listOf(TICKET_CATEGORIES)})`),
    check('tickets_status_check', sql`${t.status} in (${listOf(TICKET_STATUSES)})`),
    unique('tickets_user_client_message_unique').on(t.userId, t.clientMessageId),
    // The customer's conversations, latest first.
    index('tickets_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    // The support inbox: tickets with staff by status, and the dashboard's open count.
    index('tickets_inbox_idx').on(t.withStaff, t.status, t.updatedAt),
  ],
);

/** The messages of a conversation, oldest first by id. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<MessageSender>().notNull(),
    /** The staff member who wrote it, and their first name as it was then. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name'),
    /** As the sender wrote it; pages and mails escape it when they show it. */
    body: text('body').notNull(),
    /** The client's id for a customer's message: sent again, it is stored once. */
    clientMessageId: uuid('client_message_id'),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ticket_messages_sender_check', sql`${t.sender} in (${listOf(MESSAGE_SENDERS)})`),
    unique('ticket_messages_client_message_unique').on(t.ticketId, t.clientMessageId),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);
