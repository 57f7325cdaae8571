import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { StaffLoginReply, StaffMember } from '@store/shared/schemas/staff';
import { createKeyVault, type KeyVault } from '../../adapters/key-vault/key-vault';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';
import { newSecretToken } from '../../lib/random-ids';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { touchSession } from '../sessions/sessions.repository';
import { verifyPassword } from '../users/password-hashing';
import {
  findLiveStaffSession,
  findStaffByEmail,
  insertAudit,
  insertStaffSession,
  lockStaff,
  replaceRecoveryCodes,
  revokeStaffSession,
  spendRecoveryCode,
  updateStaff,
  type StaffRow,
  type StaffSessionRow,
} from './staff.repository';

/** A staff session ends after 30 minutes without use, and 12 hours after sign-in at the latest. */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** The time between the password and the code. */
export const STAFF_CHALLENGE_MS = 5 * 60_000;
const TOUCH_EVERY_MS = 60_000;
const MINUTE = 60_000;
/** Password tries per client address, and codes per member, in 15 minutes. */
export const STAFF_LOGIN_LIMIT = { limit: 10, windowMs: 15 * MINUTE } as const;
export const STAFF_CODE_LIMIT = { limit: 5, windowMs: 15 * MINUTE } as const;
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Codes from one step before or after are accepted, for clocks a little apart. */
const TOTP_TOLERANCE_SECONDS = 30;
const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'BigKeys';

/** What staff sign-in needs: the database, the store's secret, the limiter, a clock. */
export type StaffContext = {
  db: Db;
  secret: Buffer;
  limiter: RateLimiter;
  now: () => Date;
};

export type SignedInStaff = {
  session: StaffSessionRow;
  user: { id: number; email: string; firstName: string | null };
  staff: StaffRow;
};

type TooMany = { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };
export type StaffAuthFailure =
  Failure<'invalid-credentials' | 'challenge-expired' | 'invalid-code'> | TooMany;

/** The TOTP secrets' vault: AES-256-GCM under a key derived from the store's secret. */
function totpVault(secret: Buffer): KeyVault {
  return createKeyVault(createHmac('sha256', secret).update('staff-totp').digest(), 'staff-totp');
}

function sign(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(`staff-challenge:${text}`).digest('base64url');
}

/** The short-lived proof, kept in a cookie, that the password was right. */
function challengeFor(secret: Buffer, userId: number, expiresAt: number): string {
  const body = `${userId}.${expiresAt}`;
  return `${body}.${sign(secret, body)}`;
}

function readChallenge(secret: Buffer, value: string | undefined, now: number) {
  const [id, expires, signature, extra] = value?.split('.') ?? [];
  if (!id || !expires || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(expires) < now) return undefined;
  return Number(id);
}

export function presentStaff(user: SignedInStaff['user'], staff: StaffRow): StaffMember {
  return { _id: String(user.id), email: user.email, firstName: user.firstName, role: staff.role };
}

async function admit(ctx: StaffContext, key: string, rule: { limit: number; windowMs: number }) {
  const attempt = await ctx.limiter.hit(key, rule);
  return attempt.allowed
    ? undefined
    : ({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds } as const);
}

/**
 * The first step: the password. A right one for an active staff member answers with the
 * next step and a challenge for it: the code, or, before the member has an authenticator,
 * a new secret to scan. Anyone else gets the same refusal after the same work.
 */
export async function beginStaffSignIn(
  ctx: StaffContext,
  body: { email: string; password: string },
  ip: string,
): Promise<Result<{ reply: StaffLoginReply; challenge: string }, StaffAuthFailure>> {
  const refused = await admit(ctx, `staff-login:ip:${ip}`, STAFF_LOGIN_LIMIT);
  if (refused) return fail(refused);
  const found = await findStaffByEmail(ctx.db, body.email);
  const matches = await verifyPassword(body.password, found?.user.passwordHash ?? null);
  if (!found || !matches || found.staff.disabledAt) return fail('invalid-credentials');
  return ok(await nextSignInStep(ctx, found));
}

/**
 * The step after a proven password (or an accepted invitation) and its challenge: the code,
 * or, before the member has an authenticator, a new secret to scan.
 */
export async function nextSignInStep(
  ctx: StaffContext,
  found: { user: { id: number; email: string }; staff: Pick<StaffRow, 'totpConfirmedAt'> },
): Promise<{ reply: StaffLoginReply; challenge: string }> {
  const now = ctx.now();
  const challenge = challengeFor(ctx.secret, found.user.id, now.getTime() + STAFF_CHALLENGE_MS);
  if (found.staff.totpConfirmedAt) return { reply: { step: 'totp' }, challenge };
  // Not enrolled yet: a new secret each time, until a code confirms one.
  const secret = generateSecret();
  await updateStaff(ctx.db, found.user.id, {
    totpSecret: totpVault(ctx.secret).encrypt(secret, found.user.id),
  });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: found.user.email, secret });
  return { reply: { step: 'enrol', secret, otpauthUrl }, challenge };
}

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length));
  const half = () => Array.from({ length: 5 }, pick).join('');
  return `${half()}-${half()}`;
}

const recoveryHash = (code: string) =>
  sha256(`staff-recovery:${code.toLowerCase().replace('-', '')}`);

/**
 * The second step: a current code from the authenticator (each accepted once), or an unused
 * recovery code. The first code confirms a new authenticator and hands out the recovery
 * codes, once. Starts a staff session and records the sign-in in the audit log.
 */
export async function completeStaffSignIn(
  ctx: StaffContext,
  challenge: string | undefined,
  body: { code: string } | { recoveryCode: string },
  meta: { ip: string; userAgent: string | undefined },
): Promise<
  Result<{ member: StaffMember; token: string; recoveryCodes?: string[] }, StaffAuthFailure>
> {
  const now = ctx.now();
  const userId = readChallenge(ctx.secret, challenge, now.getTime());
  if (userId === undefined) return fail('challenge-expired');
  const refused = await admit(ctx, `staff-code:user:${userId}`, STAFF_CODE_LIMIT);
  if (refused) return fail(refused);
  return ctx.db.transaction(async (tx) => {
    const found = await lockStaff(tx, userId);
    const stored = found?.staff.totpSecret;
    if (!found || found.staff.disabledAt || !stored) return fail('invalid-code');
    const { staff, user } = found;
    let recoveryCodes: string[] | undefined;
    if ('recoveryCode' in body) {
      const spent =
        staff.totpConfirmedAt !== null &&
        (await spendRecoveryCode(tx, userId, recoveryHash(body.recoveryCode), now));
      if (!spent) return fail('invalid-code');
    } else {
      const secret = totpVault(ctx.secret).decrypt(stored, userId);
      const epoch = Math.floor(now.getTime() / 1000);
      const result = verifySync({
        secret,
        token: body.code,
        epoch,
        epochTolerance: TOTP_TOLERANCE_SECONDS,
      });
      // The time step the code belongs to: each one is accepted once.
      const step = result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : -1;
      if (!result.valid || step <= (staff.totpLastStep ?? -1)) return fail('invalid-code');
      await updateStaff(tx, userId, {
        totpLastStep: step,
        ...(staff.totpConfirmedAt ? {} : { totpConfirmedAt: now }),
      });
      if (!staff.totpConfirmedAt) {
        recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
        await replaceRecoveryCodes(tx, userId, recoveryCodes.map(recoveryHash));
      }
    }
    const token = newSecretToken();
    await insertStaffSession(tx, {
      id: sha256(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    await insertAudit(tx, {
      staffUserId: userId,
      staffEmail: user.email,
      action: 'staff.signed_in',
      targetType: 'staff',
      targetId: String(userId),
      after: { with: 'recoveryCode' in body ? 'recovery-code' : 'totp' },
      ip: meta.ip,
      at: now,
    });
    return ok({
      member: presentStaff(user, staff),
      token,
      ...(recoveryCodes ? { recoveryCodes } : {}),
    });
  });
}

/** The staff member behind a staff session cookie, while it lives; idle sessions end here. */
export async function resolveStaffSession(
  ctx: StaffContext,
  token: string,
): Promise<SignedInStaff | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const now = ctx.now();
  const found = await findLiveStaffSession(ctx.db, sha256(token), now);
  if (!found) return undefined;
  const idleFor = now.getTime() - found.session.lastSeenAt.getTime();
  if (idleFor > STAFF_SESSION_IDLE_MS) {
    await revokeStaffSession(ctx.db, found.user.id, found.session.id, now);
    return undefined;
  }
  if (idleFor > TOUCH_EVERY_MS) await touchSession(ctx.db, found.session.id, now);
  return found;
}
