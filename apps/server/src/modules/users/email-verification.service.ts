import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { Language } from '@store/shared/constants';
import { verificationCodeMail } from '../../adapters/mailer/templates';
import { emailVerifications, users } from '../../db/schema/accounts';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';
import type { AccountContext } from './account-context';
import type { UserRow } from './users.repository';

export const VERIFICATION_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_MS = 60 * 1000;

const hashCode = (secret: Buffer, userId: number, code: string): string =>
  createHmac('sha256', secret).update(`email-verification.${userId}.${code}`).digest('hex');

/**
 * Sends a fresh 6-digit code (replacing any earlier one) by e-mail. Unless `first`, a
 * code sent less than a minute ago makes this a 429.
 */
export async function sendVerificationCode(
  ctx: AccountContext,
  user: UserRow,
  options: { first: boolean; language: Language },
  now = new Date(),
): Promise<void> {
  if (user.emailVerified)
    throw new BadRequestError(AUTH_MESSAGES.alreadyVerified, 'ALREADY_VERIFIED');
  if (!options.first) {
    const [open] = await ctx.db
      .select({ sentAt: emailVerifications.sentAt })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    const waited = open ? now.getTime() - open.sentAt.getTime() : Infinity;
    if (waited < VERIFICATION_RESEND_MS) {
      throw new TooManyRequestsError(
        AUTH_MESSAGES.verificationResendTooSoon,
        Math.ceil((VERIFICATION_RESEND_MS - waited) / 1000),
      );
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    userId: user.id,
    codeHash: hashCode(ctx.secret, user.id, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    attempts: 0,
    sentAt: now,
  };
  await ctx.db
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({ target: emailVerifications.userId, set: row });
  const mail = verificationCodeMail({
    firstName: user.firstName ?? '',
    code,
    // Signed out, the page asks to confirm with a click (mail scanners open links); signed
    // in, the welcome page on every path takes the code.
    link: `${ctx.publicUrl}/register/verify?${new URLSearchParams({ email: user.email, code }).toString()}`,
    language: options.language,
    validMinutes: VERIFICATION_TTL_MS / 60_000,
  });
  await ctx.mailer.send({ to: user.email, category: 'email-verification', ...mail });
}

/** Checks a code: on success the e-mail is verified and the code is spent. */
export async function verifyEmailCode(
  ctx: AccountContext,
  user: UserRow,
  code: string,
  now = new Date(),
): Promise<void> {
  if (user.emailVerified) return;
  // Count the try before comparing, in one statement, so parallel guesses cannot
  // slip past the limit.
  const [open] = await ctx.db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        lt(emailVerifications.attempts, VERIFICATION_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!open) {
    const [exhausted] = await ctx.db
      .select({ userId: emailVerifications.userId })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    throw exhausted
      ? new BadRequestError(AUTH_MESSAGES.verificationTooManyAttempts, 'CODE_ATTEMPTS')
      : new BadRequestError(AUTH_MESSAGES.verificationCodeInvalid, 'CODE_INVALID');
  }
  if (open.expiresAt <= now)
    throw new BadRequestError(AUTH_MESSAGES.verificationCodeExpired, 'CODE_EXPIRED');
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, user.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    throw new BadRequestError(AUTH_MESSAGES.verificationCodeInvalid, 'CODE_INVALID');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
  });
}
