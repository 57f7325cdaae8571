import { and, eq, lt, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { phoneConfirmations } from '../../db/schema/notifications';
import type { Db } from '../../db/types';
import type { UserRow } from '../users/users.repository';

export type PhoneConfirmationRow = typeof phoneConfirmations.$inferSelect;

/** Stores the customer's one open confirmation, replacing any earlier one. */
export async function upsertPhoneConfirmation(db: Db, row: PhoneConfirmationRow): Promise<void> {
  await db
    .insert(phoneConfirmations)
    .values(row)
    .onConflictDoUpdate({ target: phoneConfirmations.userId, set: row });
}

/** Drops the open confirmation, only if it is still this one (a newer code stays). */
export async function deletePhoneConfirmation(
  db: Db,
  userId: number,
  codeHash: string,
): Promise<void> {
  await db
    .delete(phoneConfirmations)
    .where(and(eq(phoneConfirmations.userId, userId), eq(phoneConfirmations.codeHash, codeHash)));
}

/**
 * Counts a try against the customer's open confirmation and returns it, in one statement so
 * guesses sent together cannot slip past the limit; undefined when none is open or its tries
 * are used up.
 */
export async function countPhoneCodeAttempt(
  db: Db,
  userId: number,
  maxAttempts: number,
): Promise<PhoneConfirmationRow | undefined> {
  const [open] = await db
    .update(phoneConfirmations)
    .set({ attempts: sql`${phoneConfirmations.attempts} + 1` })
    .where(and(eq(phoneConfirmations.userId, userId), lt(phoneConfirmations.attempts, maxAttempts)))
    .returning();
  return open;
}

/** Whether the customer has a confirmation open, its tries used up or not. */
export async function hasPhoneConfirmation(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: phoneConfirmations.userId })
    .from(phoneConfirmations)
    .where(eq(phoneConfirmations.userId, userId));
  return row !== undefined;
}

/** Sets the confirmed number and spends the confirmation, together. */
export async function confirmPhone(
  db: Db,
  confirmation: PhoneConfirmationRow,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ phone: confirmation.phone, updatedAt: now })
      .where(eq(users.id, confirmation.userId))
      .returning();
    await tx
      .delete(phoneConfirmations)
      .where(
        and(
          eq(phoneConfirmations.userId, confirmation.userId),
          eq(phoneConfirmations.codeHash, confirmation.codeHash),
        ),
      );
    return user;
  });
}

/** Forgets the number, turns text messages off and drops any open confirmation, together. */
export async function removePhone(db: Db, userId: number, now: Date): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ phone: null, notifySms: false, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await tx.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
    return user;
  });
}
