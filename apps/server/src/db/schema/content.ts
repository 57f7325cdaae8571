import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES } from '@store/shared/schemas/contact';
import { users } from './accounts';

/** Newsletter sign-ups; an address subscribes once, whatever its letter case. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The signed-in customer who subscribed, if any; the sign-up outlives the account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Messages from the contact form, kept even when forwarding them to support fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Jobs on the careers page; closing one hides it and stops applications. */
export const careerPositions = pgTable('career_positions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  team: text('team').notNull(),
  location: text('location').notNull(),
  employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
  summary: text('summary').notNull(),
  open: boolean('open').notNull().default(true),
  /** Order on the careers page, lowest first. */
  position: smallint('position').notNull(),
});

/** Applications; one per position and e-mail address (any case), so a race cannot double one. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    positionId: integer('position_id')
      .notNull()
      .references(() => careerPositions.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_position_email_idx').on(t.positionId, sql`lower(${t.email})`),
  ],
);
