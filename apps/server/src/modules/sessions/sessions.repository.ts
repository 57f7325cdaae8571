import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';
import { writeOutbox } from '../outbox/outbox.repository';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The sign-in's event, with the session's start as the time it happened. */
function signedIn(row: typeof sessions.$inferInsert) {
  const at = row.createdAt ?? new Date();
  return {
    topic: 'user.signed_in' as const,
    payload: { userId: row.userId, at: at.toISOString() },
  };
}

/** Inserts a session and announces the sign-in (`user.signed_in`) in the same transaction. */
export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values(row);
    await writeOutbox(tx, [signedIn(row)]);
  });
}

/** The credentials a sign-in checked: the session starts only if they are still the same. */
export type CredentialsAsSeen = Pick<UserRow, 'passwordHash' | 'emailVerified'>;

/**
 * Inserts the session only while the user's password and e-mail verification are as the
 * caller saw them, and the account is not locked. The user row is share-locked meanwhile, so a change that takes it over
 * (an account takeover, a password change) either comes first and refuses this session, or
 * waits and then finds it to revoke. False when refused.
 */
export async function insertSessionIfUnchanged(
  db: Db,
  row: typeof sessions.$inferInsert,
  seen: CredentialsAsSeen,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        passwordHash: users.passwordHash,
        emailVerified: users.emailVerified,
        lockedAt: users.lockedAt,
      })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('share');
    if (
      !current ||
      current.lockedAt !== null ||
      current.passwordHash !== seen.passwordHash ||
      current.emailVerified !== seen.emailVerified
    ) {
      return false;
    }
    await tx.insert(sessions).values(row);
    await writeOutbox(tx, [signedIn(row)]);
    return true;
  });
}

/**
 * The live session with this id and its user, if neither is revoked or expired and the account
 * is not locked: a lock ends every session and access token at once, even one revoked late.
 */
export async function findLiveSession(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.staff, false),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.lockedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keepId` (all of them when it is null). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepId: string | null,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepId === null ? undefined : ne(sessions.id, keepId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The user's live sessions, most recent first: the store's, or the back office's (`staff`). */
export function listLiveSessions(db: Db, userId: number, now: Date, staff = false) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.staff, staff),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sql`${sessions.createdAt}`));
}
