import { and, asc, eq } from 'drizzle-orm';
import { socialAccounts, users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';
import { writeOutbox } from '../outbox/outbox.repository';
import type { NewUser, RegistrationReferral, UserRow } from '../users/users.repository';

export type SocialAccountKey = { provider: string; subject: string };

/** The user linked to this account at this provider, if any. */
export async function findUserBySocialAccount(
  db: Db,
  { provider, subject }: SocialAccountKey,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Links the account to the user; a link that already exists is left as it is. */
export async function linkSocialAccount(
  db: Db,
  account: SocialAccountKey,
  userId: number,
): Promise<void> {
  await db
    .insert(socialAccounts)
    .values({ ...account, userId })
    .onConflictDoNothing();
}

/**
 * Creates the user and its link together and announces the account (`user.registered`);
 * undefined when the e-mail is already taken.
 */
export async function insertSocialUser(
  db: Db,
  account: SocialAccountKey,
  user: NewUser,
  referral: RegistrationReferral = {},
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx.insert(socialAccounts).values({ ...account, userId: row.id });
    await writeOutbox(tx, [
      {
        topic: 'user.registered',
        payload: { userId: row.id, provider: account.provider, ...referral },
      },
    ]);
    return row;
  });
}

/** A provider account linked to a customer, and since when. */
export type SocialAccountRow = { provider: string; subject: string; createdAt: Date };

/** Every provider account linked to the user, oldest first. */
export async function listUserSocialAccounts(db: Db, userId: number): Promise<SocialAccountRow[]> {
  return db
    .select({
      provider: socialAccounts.provider,
      subject: socialAccounts.subject,
      createdAt: socialAccounts.createdAt,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.createdAt));
}

/**
 * Links the account to the user unless it is linked already (to anyone): false then, so two
 * customers racing for one provider account never both get it.
 */
export async function insertSocialLink(
  db: Db,
  account: SocialAccountKey,
  userId: number,
): Promise<boolean> {
  const inserted = await db
    .insert(socialAccounts)
    .values({ ...account, userId })
    .onConflictDoNothing()
    .returning({ userId: socialAccounts.userId });
  return inserted.length > 0;
}

/** Removes the user's links to this provider; how many there were. */
export async function deleteUserSocialAccounts(
  db: Db,
  userId: number,
  provider: string,
): Promise<number> {
  const deleted = await db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
    .returning({ subject: socialAccounts.subject });
  return deleted.length;
}
