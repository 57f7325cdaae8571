import type { Db } from '../../db/types';
import { newSecretToken } from '../../lib/random-ids';
import { sha256 } from '../../lib/sha256';
import { readAccessToken } from './access-token';
import {
  findLiveSession,
  insertSession,
  insertSessionIfUnchanged,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type CredentialsAsSeen,
  type SessionRow,
  type UserRow,
} from './sessions.repository';

/** A session ends after a week without use, and a month after sign-in at the latest. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Last-seen times are written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export type SignedIn = { session: SessionRow; user: UserRow };

/** The stored id of a token: its SHA-256, so the table alone does not grant sessions. */
export function sessionIdOf(token: string): string {
  return sha256(token);
}

function newSession(
  userId: number,
  meta: { userAgent: string | undefined; ip: string },
  now: Date,
): { token: string; session: SessionRow } {
  const token = newSecretToken();
  const session: SessionRow = {
    id: sessionIdOf(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
    revokedAt: null,
    staff: false,
  };
  return { token, session };
}

/** Starts a session: returns the token for the client (256 random bits) and the stored row id. */
export async function startSession(
  db: Db,
  userId: number,
  meta: { userAgent: string | undefined; ip: string },
  now = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  const started = newSession(userId, meta, now);
  await insertSession(db, started.session);
  return started;
}

/**
 * Starts a session for a sign-in that checked the user's credentials as `asSeen`, only if
 * they have not changed since (a takeover or a password change racing with the sign-in
 * would otherwise leave a session behind it): undefined then.
 */
export async function startSessionIfUnchanged(
  db: Db,
  userId: number,
  meta: { userAgent: string | undefined; ip: string },
  asSeen: CredentialsAsSeen,
  now = new Date(),
): Promise<{ token: string; session: SessionRow } | undefined> {
  const started = newSession(userId, meta, now);
  return (await insertSessionIfUnchanged(db, started.session, asSeen)) ? started : undefined;
}

// Idle sessions end here rather than by a sweeper, so a resolved session is always usable.
async function liveSession(db: Db, id: string, now: Date): Promise<SignedIn | undefined> {
  const found = await findLiveSession(db, id, now);
  if (!found) return undefined;
  const idleFor = now.getTime() - found.session.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS) {
    await revokeSession(db, found.session.id, now);
    return undefined;
  }
  if (idleFor > TOUCH_EVERY_MS) await touchSession(db, found.session.id, now);
  return found;
}

/** The session and user behind a token, or undefined when it is unknown, revoked or expired. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SignedIn | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  return liveSession(db, sessionIdOf(token), now);
}

/** The session with this id and its user while it lives (not revoked, idle or expired). */
export const resolveSessionById = (db: Db, sessionId: string, now = new Date()) =>
  liveSession(db, sessionId, now);

/**
 * The session and user an access token names, only while the token is unexpired and its
 * session still lives: signing out or revoking the session ends the token at once.
 */
export async function resolveAccessToken(
  db: Db,
  secret: Buffer,
  token: string,
  now = new Date(),
): Promise<SignedIn | undefined> {
  const claims = readAccessToken(secret, token, now.getTime());
  if (!claims) return undefined;
  const found = await liveSession(db, claims.sessionId, now);
  return found?.user.id === claims.userId ? found : undefined;
}

export const endSession = (db: Db, sessionId: string) => revokeSession(db, sessionId, new Date());

/** Ends every session of the user but `keepSessionId` (or all of them). */
export const endOtherSessions = (db: Db, userId: number, keepSessionId: string | null) =>
  revokeUserSessions(db, userId, keepSessionId, new Date());

export const listSessions = (db: Db, userId: number) => listLiveSessions(db, userId, new Date());
