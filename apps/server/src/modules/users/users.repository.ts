import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '@store/shared/constants';
import { users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';
import { writeOutbox } from '../outbox/outbox.repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What the `user.registered` event tells besides the account: the referral it came with. */
export type RegistrationReferral = { referralCode?: string; ipHash?: string };

/**
 * Inserts a user and announces it (`user.registered`) in the same transaction; undefined
 * when the e-mail is already taken (the unique index decides).
 */
export async function insertUser(
  db: Db,
  user: NewUser,
  referral: RegistrationReferral = {},
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    if (!row) return undefined;
    await writeOutbox(tx, [
      { topic: 'user.registered', payload: { userId: row.id, provider: null, ...referral } },
    ]);
    return row;
  });
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Keeps the language the customer reads the store in, for what the store writes to them
 * while they are away; a sign-in in the language already kept writes nothing.
 */
export async function rememberLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.id, id), ne(users.language, language)));
}
