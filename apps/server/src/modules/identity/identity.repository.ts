import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { IdentityCheckReason, IdentityProviderName } from '@store/shared/schemas/identity';
import { users } from '../../db/schema/accounts';
import {
  identityDocuments,
  identityVerifications,
  identityWebhookEvents,
} from '../../db/schema/identity';
import { orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/staff';
import { tickets } from '../../db/schema/support';
import type { Db } from '../../db/types';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type NewDocument = Pick<
  typeof identityDocuments.$inferInsert,
  'kind' | 'contentType' | 'sealed'
>;

/** The customer's identity flags and what the check's texts and rules read about them. */
export async function identityFactsOf(db: Db, userId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      identityRequireCheck: users.identityRequireCheck,
      identityCheckReason: users.identityCheckReason,
      country: users.country,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The audit action of staff requiring a customer's identity check. */
export const REQUIRE_CHECK_ACTION = 'customer.require_identity_check';

/** Who of the staff last required the customer's identity check, and when. */
export async function findCheckRequiredBy(db: Db, userId: number) {
  const [row] = await db
    .select({ email: auditLog.staffEmail, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'customer'),
        eq(auditLog.targetId, String(userId)),
        eq(auditLog.action, REQUIRE_CHECK_ACTION),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

export async function insertVerification(
  db: Db,
  row: Pick<VerificationRow, 'publicId' | 'userId' | 'provider' | 'providerSessionId'>,
): Promise<VerificationRow> {
  const [inserted] = await db.insert(identityVerifications).values(row).returning();
  if (!inserted) throw new Error('The identity verification was not stored');
  return inserted;
}

/** The customer's latest verification, which is their `verificationStatus`. */
export async function findLatestVerification(
  db: Db,
  userId: number,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id))
    .limit(1);
  return row;
}

/** Every verification of the customer, newest first (the back office's history). */
export async function listVerifications(db: Db, userId: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id));
}

/** The verification a provider's session belongs to, locked for the caller's transaction. */
export async function lockVerificationBySession(
  db: Db,
  provider: IdentityProviderName,
  sessionId: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.provider, provider),
        eq(identityVerifications.providerSessionId, sessionId),
      ),
    )
    .for('update');
  return row;
}

/** One verification of one customer, locked; undefined for anyone else's. */
export async function lockCustomerVerification(
  db: Db,
  userId: number,
  publicId: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(eq(identityVerifications.userId, userId), eq(identityVerifications.publicId, publicId)),
    )
    .for('update');
  return row;
}

export async function updateVerification(
  db: Db,
  id: number,
  changes: Partial<Pick<VerificationRow, 'status' | 'error' | 'updatedAt' | 'decidedAt'>>,
): Promise<void> {
  await db.update(identityVerifications).set(changes).where(eq(identityVerifications.id, id));
}

/** How many photos a verification holds (the sandbox keeps them until the decision). */
export async function countDocuments(db: Db, verificationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityDocuments)
    .where(eq(identityDocuments.verificationId, verificationId));
  return row?.n ?? 0;
}

/** Stores the sealed photos of a verification, each kind replacing an earlier one. */
export async function replaceDocuments(
  db: Db,
  verificationId: number,
  documents: readonly NewDocument[],
  now: Date,
): Promise<void> {
  await db
    .insert(identityDocuments)
    .values(documents.map((document) => ({ ...document, verificationId, createdAt: now })))
    .onConflictDoUpdate({
      target: [identityDocuments.verificationId, identityDocuments.kind],
      set: {
        contentType: sql`excluded.content_type`,
        sealed: sql`excluded.sealed`,
        createdAt: now,
      },
    });
}

export async function deleteDocuments(db: Db, verificationId: number): Promise<void> {
  await db.delete(identityDocuments).where(eq(identityDocuments.verificationId, verificationId));
}

/** Claims a provider event by its id; false when it was taken before (a replay). */
export async function claimIdentityEvent(
  db: Db,
  provider: IdentityProviderName,
  eventId: string,
): Promise<boolean> {
  const claimed = await db
    .insert(identityWebhookEvents)
    .values({ eventId, provider })
    .onConflictDoNothing()
    .returning({ eventId: identityWebhookEvents.eventId });
  return claimed.length > 0;
}

/**
 * Asks the customer for an identity check, unless one is asked already (its reason stays) or
 * they have verified their identity before. Never lifts a check. True when it asked now.
 */
export async function requireIdentityCheckFor(
  db: Db,
  userId: number,
  reason: IdentityCheckReason,
): Promise<boolean> {
  const verified = db
    .select({ one: sql`1` })
    .from(identityVerifications)
    .where(
      and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'verified')),
    );
  const changed = await db
    .update(users)
    .set({ identityRequireCheck: true, identityCheckReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        eq(users.identityRequireCheck, false),
        sql`not exists (${verified})`,
      ),
    )
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Lifts the customer's identity check: their identity is verified. */
export async function clearIdentityCheck(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ identityRequireCheck: false, updatedAt: now })
    .where(eq(users.id, userId));
}

/** What the rules read about a paid order: its total at its own rate, the card's country. */
export async function paidOrderFacts(db: Db, orderPublicId: string) {
  const [row] = await db
    .select({
      userId: orders.userId,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      rateMicros: orders.rateMicros,
      cardCountry: orders.cardCountry,
      accountCountry: users.country,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.publicId, orderPublicId));
  return row;
}

/** The customer's declined payments since `since` (orders that failed at the provider). */
export async function countDeclinesSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'failed'), gte(orders.updatedAt, since)),
    );
  return row?.n ?? 0;
}

/** The public id of the ticket the customer's message with this client id opened. */
export async function findTicketOpenedBy(
  db: Db,
  userId: number,
  clientMessageId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ publicId: tickets.publicId })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.clientMessageId, clientMessageId)));
  return row?.publicId;
}
