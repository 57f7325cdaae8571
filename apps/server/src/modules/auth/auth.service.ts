import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { LoginBody, RegisterBody } from '@store/shared/schemas/auth';
import {
  BadRequestError,
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors';
import type { AccountContext, RequestMeta } from '../users/account-context';
import { sendVerificationCode } from '../users/email-verification.service';
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repository';
import { hashPassword, verifyPassword } from './password-hashing';
import { isStrongPassword } from './password-policy';

const MINUTE = 60_000;
/** Wrong passwords allowed per account, and per address, before sign-in pauses. */
export const LOGIN_LIMITS = {
  account: { limit: 5, windowMs: 15 * MINUTE },
  ip: { limit: 30, windowMs: 15 * MINUTE },
} as const;
export const REGISTER_LIMIT = { limit: 10, windowMs: 60 * MINUTE } as const;

/** Creates an account (e-mail unverified) and sends its verification code. */
export async function registerCustomer(
  ctx: AccountContext,
  body: RegisterBody,
  meta: RequestMeta,
): Promise<UserRow> {
  if (body.password !== body.confirmPassword) {
    throw new BadRequestError(AUTH_MESSAGES.passwordsDoNotMatch, 'PASSWORD_MISMATCH');
  }
  if (!isStrongPassword(body.password, [body.email, body.firstName, body.lastName])) {
    throw new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
  }
  const attempt = await ctx.limiter.hit(`register:ip:${meta.ip}`, REGISTER_LIMIT);
  if (!attempt.allowed)
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
  if (await findUserByEmail(ctx.db, body.email))
    throw new ConflictError(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');

  const referral = body.referralCode?.trim();
  const user = await insertUser(ctx.db, {
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName,
    lastName: body.lastName,
    birthday: body.birthday,
    address: body.address,
    city: body.city,
    zip: body.zip,
    country: body.country,
    referredByCode: referral ? referral : null,
    termsAcceptedAt: new Date(),
  });
  // Two registrations racing for one address: the unique index lets only one through.
  if (!user) throw new ConflictError(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  try {
    await sendVerificationCode(ctx, user, { first: true, language: meta.language });
  } catch (error) {
    // The account stands; the welcome page offers to send the code again.
    ctx.log('Could not send the verification e-mail', error);
  }
  return user;
}

/**
 * Checks e-mail and password. An unknown e-mail and a wrong password get the same
 * answer after the same work; repeated failures per account or address answer 429.
 */
export async function authenticate(
  ctx: AccountContext,
  body: LoginBody,
  meta: RequestMeta,
): Promise<UserRow> {
  const accountKey = `login:account:${body.email}`;
  const ipKey = `login:ip:${meta.ip}`;
  for (const [key, rule] of [
    [accountKey, LOGIN_LIMITS.account],
    [ipKey, LOGIN_LIMITS.ip],
  ] as const) {
    const state = await ctx.limiter.isBlocked(key, rule);
    if (state.blocked)
      throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  }
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !ok) {
    await ctx.limiter.hit(accountKey, LOGIN_LIMITS.account);
    await ctx.limiter.hit(ipKey, LOGIN_LIMITS.ip);
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await ctx.limiter.reset(accountKey);
  return user;
}
