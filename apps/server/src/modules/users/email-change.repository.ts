import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens, emailVerifications, users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';
import type { UserRow } from './users.repository';

/** PostgreSQL's unique_violation; drizzle hands the driver's error on as the cause. */
function isUniqueViolation(error: unknown): boolean {
  let e = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/**
 * Gives the user the address, unless another account has it (then undefined, nothing changed).
 * The open verification code of the old address goes with it.
 */
export async function switchEmail(
  db: Db,
  userId: number,
  email: string,
  verified: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email, emailVerified: verified, updatedAt: now })
        .where(
          and(
            eq(users.id, userId),
            sql`not exists (select 1 from ${users} as other where lower(other.email) = ${email.toLowerCase()} and other.id <> ${userId})`,
          ),
        )
        .returning();
      if (row) await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
      return row;
    });
  } catch (error) {
    // An account that took the address at the same moment: the unique index decided.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The address the user's newest live undo link would restore, if any: while one is out, a
 * later change must not replace it (that would void the link the earlier owner holds).
 */
export async function findLiveUndoAddress(
  db: Db,
  userId: number,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ data: accountTokens.data })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email-change-undo'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.data.email;
}
