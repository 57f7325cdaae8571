import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/accounts';
import type { Db } from '../../db/types';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live session with this id and its user, if neither is revoked or expired. */
export async function findLiveSession(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
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

export function listLiveSessions(db: Db, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sql`${sessions.createdAt}`));
}
