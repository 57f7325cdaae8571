import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@store/shared/constants';
import { verificationCodeMail } from '../../adapters/mailer/templates';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { AccountContext } from './account-context';
import {
  countVerificationAttempt,
  findVerificationSentAt,
  hasVerification,
  markEmailVerified,
  upsertVerification,
} from './email-verification.repository';
import type { UserRow } from './users.repository';

export const VERIFICATION_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_MS = 60 * 1000;

const hashCode = (secret: Buffer, userId: number, code: string): string =>
  createHmac('sha256', secret).update(`email-verification.${userId}.${code}`).digest('hex');

export type SendCodeFailure =
  Failure<'already-verified'> | { readonly reason: 'resend-too-soon'; retryAfterSeconds: number };

export type VerifyCodeFailure = Failure<'code-attempts' | 'code-invalid' | 'code-expired'>;

/**
 * Sends a fresh 6-digit code (replacing any earlier one) by e-mail. Unless `first`, a
 * code sent less than a minute ago is refused with the wait left.
 */
export async function sendVerificationCode(
  ctx: AccountContext,
  user: UserRow,
  options: { first: boolean; language: Language },
  now = new Date(),
): Promise<Result<undefined, SendCodeFailure>> {
  if (user.emailVerified) return fail('already-verified');
  if (!options.first) {
    const sentAt = await findVerificationSentAt(ctx.db, user.id);
    const waited = sentAt ? now.getTime() - sentAt.getTime() : Infinity;
    if (waited < VERIFICATION_RESEND_MS) {
      return fail({
        reason: 'resend-too-soon',
        retryAfterSeconds: Math.ceil((VERIFICATION_RESEND_MS - waited) / 1000),
      });
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
  await upsertVerification(ctx.db, row);
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
  return ok();
}

/** Checks a code: on success the e-mail is verified and the code is spent. */
export async function verifyEmailCode(
  ctx: AccountContext,
  user: UserRow,
  code: string,
  now = new Date(),
): Promise<Result<undefined, VerifyCodeFailure>> {
  if (user.emailVerified) return ok();
  // Count the try before comparing, so parallel guesses cannot slip past the limit.
  const open = await countVerificationAttempt(ctx.db, user.id, VERIFICATION_MAX_ATTEMPTS);
  if (!open) {
    const exhausted = await hasVerification(ctx.db, user.id);
    return fail(exhausted ? 'code-attempts' : 'code-invalid');
  }
  if (open.expiresAt <= now) return fail('code-expired');
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, user.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) return fail('code-invalid');
  await markEmailVerified(ctx.db, user.id, now);
  return ok();
}
