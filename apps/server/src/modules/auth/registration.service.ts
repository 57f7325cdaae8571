import type { RegisterVerifyBody } from '@store/shared/schemas/auth';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { AccountContext } from '../users/account-context';
import {
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_TTL_MS,
  verifyEmailCode,
} from '../users/email-verification.service';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository';

/**
 * Signed-out code checks per address. Counted for every address, known or not, so running out
 * of tries looks the same whether or not an account is waiting for a code.
 */
export const REGISTER_VERIFY_LIMIT = {
  limit: VERIFICATION_MAX_ATTEMPTS,
  windowMs: VERIFICATION_TTL_MS,
} as const;

export type RegistrationCodeFailure = Failure<'code-attempts' | 'code-invalid'>;

/**
 * Checks the code mailed at registration for `email`, signed out. On success the address is
 * verified and the account returned (for a new session). Every failure for an address without
 * an open code (unknown, verified, expired, used up) answers alike, so this does not tell which
 * addresses have accounts; the try is counted before the code is compared.
 */
export async function verifyRegistration(
  ctx: AccountContext,
  body: RegisterVerifyBody,
): Promise<Result<UserRow, RegistrationCodeFailure>> {
  const attempt = await ctx.limiter.hit(`register-verify:${body.email}`, REGISTER_VERIFY_LIMIT);
  if (!attempt.allowed) return fail('code-attempts');
  const user = await findUserByEmail(ctx.db, body.email);
  // A verified account has no code to enter: this never signs in to one.
  if (!user || user.emailVerified) return fail('code-invalid');
  // Signed out, every wrong code answers alike: no telling an expired code from a used-up one.
  const checked = await verifyEmailCode(ctx, user, body.verificationCode);
  if (!checked.ok) return fail('code-invalid');
  const verified = await findUserById(ctx.db, user.id);
  if (!verified?.emailVerified) return fail('code-invalid');
  return ok(verified);
}
