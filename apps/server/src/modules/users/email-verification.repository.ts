import { and, eq, lt, sql } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

/** When the user's open code was sent, if one is open. */
export async function findVerificationSentAt(db: Db, userId: number): Promise<Date | undefined> {
  const [open] = await db
    .select({ sentAt: emailVerifications.sentAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId));
  return open?.sentAt;
}

/** Stores the user's one open code, replacing any earlier one. */
export async function upsertVerification(db: Db, row: EmailVerificationRow): Promise<void> {
  await db
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({ target: emailVerifications.userId, set: row });
}

/**
 * Counts a try against the user's open code and returns it, in one statement so parallel
 * guesses cannot slip past the limit; undefined when no code is open or its tries are used up.
 */
export async function countVerificationAttempt(
  db: Db,
  userId: number,
  maxAttempts: number,
): Promise<EmailVerificationRow | undefined> {
  const [open] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(and(eq(emailVerifications.userId, userId), lt(emailVerifications.attempts, maxAttempts)))
    .returning();
  return open;
}

/** Whether the user has a code open, spent or not. */
export async function hasVerification(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId));
  return row !== undefined;
}

/** Marks the e-mail verified and spends the code, together. */
export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  });
}
