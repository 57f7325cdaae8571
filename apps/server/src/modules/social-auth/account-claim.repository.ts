import { and, eq, isNull } from 'drizzle-orm';
import { accountTokens, emailVerifications, socialAccounts, users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';
import { writeOutbox } from '../outbox/outbox.repository';
import type { UserRow } from '../users/users.repository';

/**
 * The user row, locked for the rest of the transaction: a second callback, a sign-in or a
 * password change on the same account waits until this one has decided.
 */
export async function lockUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Clears from an account what its unconfirmed registrant could use to come back: the password,
 * the open verification code, unused e-mailed links (password reset, e-mail change…), links to
 * other sign-in providers and the referral code they chose; marks the e-mail verified and
 * announces it (`user.claimed`), so the referral programme forgets the registrant's code. Call
 * it inside the transaction holding the row's lock.
 */
export async function clearForVerifiedOwner(
  db: Db,
  userId: number,
  changes: {
    referredByCode: string | null;
    /** The owner's referral code as the programme reads it, when they came with one. */
    referralCode: string | undefined;
    provider: string;
    now: Date;
  },
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({
      passwordHash: null,
      emailVerified: true,
      referredByCode: changes.referredByCode,
      updatedAt: changes.now,
    })
    .where(eq(users.id, userId))
    .returning();
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await db
    .update(accountTokens)
    .set({ usedAt: changes.now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  await writeOutbox(db, [
    {
      topic: 'user.claimed',
      payload: {
        userId,
        provider: changes.provider,
        ...(changes.referralCode === undefined ? {} : { referralCode: changes.referralCode }),
      },
    },
  ]);
  return user;
}
