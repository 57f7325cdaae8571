import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { accountTokens } from '../../db/schema/accounts';
import type { Db } from '../../db/types';

export type NewAccountToken = typeof accountTokens.$inferInsert;

/** Stores a token row, first voiding the user's unused tokens of the same purpose, atomically. */
export async function replaceAccountToken(db: Db, row: NewAccountToken, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await markTokensUsed(tx, row.userId, [row.purpose], now);
    await tx.insert(accountTokens).values(row);
  });
}

// The token with this hash and purpose, still unused and unexpired.
const isLive = (tokenHash: string, purpose: string, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * Marks the token with this hash and purpose used, if it is unused and unexpired, in one
 * statement: of two parallel uses only one gets the row back.
 */
export async function spendAccountToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(isLive(tokenHash, purpose, now))
    .returning({ userId: accountTokens.userId, data: accountTokens.data });
  return row;
}

/** The owner and data of the unused, unexpired token with this hash and purpose; spends nothing. */
export async function findLiveAccountToken(db: Db, tokenHash: string, purpose: string, now: Date) {
  const [row] = await db
    .select({ userId: accountTokens.userId, data: accountTokens.data })
    .from(accountTokens)
    .where(isLive(tokenHash, purpose, now))
    .limit(1);
  return row;
}

/** Marks every unused token of these purposes of the user used. */
export async function markTokensUsed(
  db: Db,
  userId: number,
  purposes: string[],
  now: Date,
): Promise<void> {
  if (purposes.length === 0) return;
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
      ),
    );
}
