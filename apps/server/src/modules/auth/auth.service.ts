import { isPlaceholderEmail } from '@store/shared/rules/profile';
import { normaliseReferralCode } from '@store/shared/rules/referrals';
import type { LoginBody, RegisterBody } from '@store/shared/schemas/auth';
import { registrationAttemptMail } from '../../adapters/mailer/account-notice-mails';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { AccountContext, RequestMeta } from '../users/account-context';
import { sendVerificationCode } from '../users/email-verification.service';
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repository';
import { referralIpTag } from '../referrals/referral-claim';
import { readDeviceToken } from './device-token';
import { admitLoginAttempt, type LoginThrottled } from './login-throttle';
import { hashPassword, verifyPassword } from '../users/password-hashing';
import { isStrongPassword } from '../users/password-policy';

const MINUTE = 60_000;
export const REGISTER_LIMIT = { limit: 10, windowMs: 60 * MINUTE } as const;
/** Registrations per address: each one sends a mail there, so this caps mail to one inbox. */
export const REGISTER_EMAIL_LIMIT = { limit: 5, windowMs: 60 * MINUTE } as const;

/** Too many tries from one client or for one address; the next may come after the wait. */
export type TooManyAttempts = { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };

export type RegistrationFailure =
  Failure<'passwords-do-not-match' | 'weak-password' | 'invalid-email'> | TooManyAttempts;

export type LoginFailure = Failure<'invalid-credentials'> | LoginThrottled;

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
): Promise<Result<undefined, RegistrationFailure>> {
  if (body.password !== body.confirmPassword) return fail('passwords-do-not-match');
  if (!isStrongPassword(body.password, [body.email, body.firstName, body.lastName])) {
    return fail('weak-password');
  }
  if (isPlaceholderEmail(body.email)) return fail('invalid-email');
  for (const [key, rule] of [
    [`register:ip:${meta.ip}`, REGISTER_LIMIT],
    [`register:email:${body.email}`, REGISTER_EMAIL_LIMIT],
  ] as const) {
    const attempt = await ctx.limiter.hit(key, rule);
    if (!attempt.allowed) {
      return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
    }
  }

  // Hashed in both cases, so a taken address answers no faster than a free one.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(ctx.db, body.email);
  // The form's code (the web sends the referral cookie's), else the cookie itself.
  const referral = body.referralCode?.trim() || meta.referral?.code;
  const referralCode = normaliseReferralCode(referral);
  // Two registrations racing for one address: the unique index lets only one through.
  const user = existing
    ? undefined
    : await insertUser(
        ctx.db,
        {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          birthday: body.birthday,
          address: body.address,
          city: body.city,
          zip: body.zip,
          country: body.country,
          language: meta.language,
          referredByCode: referral ? referral : null,
          // Sending the form is accepting the terms (the form asks for them): recorded now.
          termsAcceptedAt: now,
        },
        referralCode ? { referralCode, ipHash: referralIpTag(ctx.secret, meta.ip) } : {},
      );
  try {
    if (user) {
      await sendVerificationCode(ctx, user, { first: true, language: meta.language }, now);
    } else {
      const owner = existing ?? (await findUserByEmail(ctx.db, body.email));
      const mail = registrationAttemptMail({
        // Written to the account's owner, who may not be the one registering.
        language: owner?.language ?? meta.language,
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
  return ok();
}

/**
 * Checks e-mail and password. An unknown e-mail and a wrong password get the same answer
 * after the same work. The attempt is counted before the password is checked (LOGIN_LIMITS
 * in login-throttle.ts), so a throttled client is refused without any check.
 */
export async function authenticate(
  ctx: AccountContext,
  body: LoginBody,
  meta: RequestMeta,
  presentedDeviceToken: string | undefined,
): Promise<Result<UserRow, LoginFailure>> {
  const attempt = await admitLoginAttempt(ctx.limiter, body.email, {
    ip: meta.ip,
    deviceId: readDeviceToken(ctx.secret, body.email, presentedDeviceToken),
  });
  if (!attempt.ok) return attempt;
  const user = await findUserByEmail(ctx.db, body.email);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !matches) return fail('invalid-credentials');
  await attempt.value.succeeded();
  return ok(user);
}
