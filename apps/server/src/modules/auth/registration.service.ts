import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { RegisterVerifyBody } from '@store/shared/schemas/auth';
import { BadRequestError } from '../../lib/errors';
import type { AccountContext } from '../users/account-context';
import {
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_TTL_MS,
  verifyEmailCode,
} from '../users/email-verification.service';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository';

/** The shared schemas' wording, so the web form shows it translated. */
export const INVALID_EMAIL = 'Enter a valid e-mail address';

/**
 * Signed-out code checks per address. Counted for every address, known or not, so running out
 * of tries looks the same whether or not an account is waiting for a code.
 */
export const REGISTER_VERIFY_LIMIT = {
  limit: VERIFICATION_MAX_ATTEMPTS,
  windowMs: VERIFICATION_TTL_MS,
} as const;

const invalidCode = () =>
  new BadRequestError(AUTH_MESSAGES.verificationCodeInvalid, 'CODE_INVALID');

/**
 * Checks the code mailed at registration for `email`, signed out. On success the address is
 * verified and the account returned (for a new session). Every failure for an address without
 * an open code (unknown, verified, expired, used up) answers alike, so this does not tell which
 * addresses have accounts; the try is counted before the code is compared.
 */
export async function verifyRegistration(
  ctx: AccountContext,
  body: RegisterVerifyBody,
): Promise<UserRow> {
  const attempt = await ctx.limiter.hit(`register-verify:${body.email}`, REGISTER_VERIFY_LIMIT);
  if (!attempt.allowed) {
    throw new BadRequestError(AUTH_MESSAGES.verificationTooManyAttempts, 'CODE_ATTEMPTS');
  }
  const user = await findUserByEmail(ctx.db, body.email);
  // A verified account has no code to enter: this never signs in to one.
  if (!user || user.emailVerified) throw invalidCode();
  try {
    await verifyEmailCode(ctx, user, body.verificationCode);
  } catch (error) {
    if (error instanceof BadRequestError) throw invalidCode();
    throw error;
  }
  const verified = await findUserById(ctx.db, user.id);
  if (!verified?.emailVerified) throw invalidCode();
  return verified;
}
