import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  IdentityDocumentKind,
  IdentityProviderName,
  IdentityStatus,
} from '@store/shared/schemas/identity';
import { users } from './accounts';

/**
 * A customer's identity checks at a provider, newest last. The latest one is the customer's
 * `verificationStatus`; `error` carries the provider's reason for `requires_input` and
 * `rejected`.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<IdentityProviderName>().notNull(),
    /** The provider's id of the verification session; webhooks name it. */
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status').$type<IdentityStatus>().notNull().default('processing_verification'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status became final (verified or rejected); the documents are gone by then. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_verifications_public_id_idx').on(t.publicId),
    uniqueIndex('identity_verifications_provider_session_idx').on(t.provider, t.providerSessionId),
    index('identity_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The photos a customer uploaded to the sandbox provider, encrypted (AES-256-GCM under a key
 * of their own, base64 of iv, tag and ciphertext). Never served back; deleted once the
 * verification's decision is final.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: serial('id').primaryKey(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => identityVerifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IdentityDocumentKind>().notNull(),
    contentType: text('content_type').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_documents_kind_idx').on(t.verificationId, t.kind)],
);

/** Every provider webhook event taken, by its id: a replay finds its id here and changes nothing. */
export const identityWebhookEvents = pgTable('identity_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').$type<IdentityProviderName>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
