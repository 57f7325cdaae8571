import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { isPlaceholderEmail } from '@store/shared/rules/profile';
import type { LoginBody, RegisterBody } from '@store/shared/schemas/auth';
import { registrationAttemptMail } from '../../adapters/mailer/account-notice-mails';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import type { AccountContext, RequestMeta } from '../users/account-context';
import { sendVerificationCode } from '../users/email-verification.service';
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repository';
import { INVALID_EMAIL } from './registration.service';
import { readDeviceToken } from './device-token';
import { admitLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hashing';
import { isStrongPassword } from './password-policy';

const MINUTE = 60_000;
export const REGISTER_LIMIT = { limit: 10, windowMs: 60 * MINUTE } as const;
/** Registrations per address: each one sends a mail there, so this caps mail to one inbox. */
export const REGISTER_EMAIL_LIMIT = { limit: 5, windowMs: 60 * MINUTE } as const;

/**
 * Registers an address without telling whether it already has an account: a new address gets
 * an unverified account and its code by e-mail; an address with an account (verified or not)
 * gets nothing created and a mail to its owner. Both take the same path and a password hash.
 */
export async function registerCustomer(
  ctx: AccountContext,
  body: RegisterBody,
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  if (body.password !== body.confirmPassword) {
    throw new BadRequestError(AUTH_MESSAGES.passwordsDoNotMatch, 'PASSWORD_MISMATCH');
  }
  if (!isStrongPassword(body.password, [body.email, body.firstName, body.lastName])) {
    throw new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
  }
  if (isPlaceholderEmail(body.email)) throw new BadRequestError(INVALID_EMAIL, 'INVALID_EMAIL');
  for (const [key, rule] of [
    [`register:ip:${meta.ip}`, REGISTER_LIMIT],
    [`register:email:${body.email}`, REGISTER_EMAIL_LIMIT],
  ] as const) {
    const attempt = await ctx.limiter.hit(key, rule);
    if (!attempt.allowed)
      throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
  }

  // Hashed in both cases, so a taken address answers no faster than a free one.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(ctx.db, body.email);
  const referral = body.referralCode?.trim();
  // Two registrations racing for one address: the unique index lets only one through.
  const user = existing
    ? undefined
    : await insertUser(ctx.db, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        birthday: body.birthday,
        address: body.address,
        city: body.city,
        zip: body.zip,
        country: body.country,
        referredByCode: referral ? referral : null,
        // Sending the form is accepting the terms (the form asks for them): recorded now.
        termsAcceptedAt: now,
      });
  try {
    if (user) {
      await sendVerificationCode(ctx, user, { first: true, language: meta.language }, now);
    } else {
      const owner = existing ?? (await findUserByEmail(ctx.db, body.email));
      const mail = registrationAttemptMail({
        language: meta.language,
        firstName: owner?.firstName ?? '',
        signInLink: `${ctx.publicUrl}/login`,
      });
      await ctx.mailer.send({
        to: owner?.email ?? body.email,
        category: 'registration-attempt',
        ...mail,
      });
    }
  } catch (error) {
    // The answer must not differ; a new account can ask for another code after signing in.
    ctx.log('Could not send the registration e-mail', error);
  }
}

/**
 * Checks e-mail and password. An unknown e-mail and a wrong password get the same answer
 * after the same work. The attempt is counted before the password is checked (LOGIN_LIMITS
 * in login-throttle.ts), so a throttled client gets a 429 without any check.
 */
export async function authenticate(
  ctx: AccountContext,
  body: LoginBody,
  meta: RequestMeta,
  presentedDeviceToken: string | undefined,
): Promise<UserRow> {
  const attempt = await admitLoginAttempt(ctx.limiter, body.email, {
    ip: meta.ip,
    deviceId: readDeviceToken(ctx.secret, body.email, presentedDeviceToken),
  });
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !ok) {
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  return user;
}
