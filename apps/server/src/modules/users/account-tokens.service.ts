import type { Db } from '../../db/types';
import { newSecretToken } from '../../lib/random-ids';
import { sha256 } from '../../lib/sha256';
import {
  findLiveAccountToken,
  markTokensUsed,
  replaceAccountToken,
  spendAccountToken,
} from './account-tokens.repository';

/** What a single-use e-mailed token lets its holder do; a token works for one purpose only. */
export type AccountTokenPurpose =
  'password-reset' | 'sign-in-link' | 'email-change' | 'email-change-undo';

// 32 random bytes in base64url: 43 characters. Anything else is not a token of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issues a single-use token (32 random bytes, base64url); only its SHA-256 is stored. Issuing
 * a new one of the same purpose for the user voids the older unused ones.
 */
export async function issueAccountToken(
  db: Db,
  input: {
    userId: number;
    purpose: AccountTokenPurpose;
    ttlMs: number;
    data?: Record<string, string>;
  },
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  await replaceAccountToken(
    db,
    {
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: sha256(token),
      data: input.data ?? {},
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMs),
    },
    now,
  );
  return token;
}

/**
 * Spends a token atomically (one UPDATE … WHERE unused AND unexpired RETURNING): a second
 * use, an expired or a foreign-purpose token gives undefined.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<{ userId: number; data: Record<string, string> } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await spendAccountToken(db, sha256(token), purpose, now);
  return row ? { userId: row.userId, data: row.data } : undefined;
}

/**
 * The owner and data of a token that could still be spent, without spending it: for checks
 * that must pass before a token is used up (a new password's strength, for instance).
 */
export async function peekAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<{ userId: number; data: Record<string, string> } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return findLiveAccountToken(db, sha256(token), purpose, now);
}

/** Voids every unused token of these purposes for the user (after a password reset, …). */
export async function voidAccountTokens(
  db: Db,
  userId: number,
  purposes: AccountTokenPurpose[],
  now = new Date(),
): Promise<void> {
  await markTokensUsed(db, userId, purposes, now);
}
