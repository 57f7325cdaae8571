import type {
  AccountLinkRequestBody,
  ResetPasswordBody,
} from '@store/shared/schemas/account-recovery';
import {
  accountLinkMail,
  passwordChangedMail,
  type AccountLinkKind,
} from '../../adapters/mailer/account-link-mails';
import type { RateRule } from '../../adapters/rate-limit/rate-limiter';
import { fail, ok, type Err, type Failure, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { revokeUserSessions } from '../sessions/sessions.repository';
import type { AccountContext, RequestMeta } from '../users/account-context';
import {
  consumeAccountToken,
  issueAccountToken,
  peekAccountToken,
  voidAccountTokens,
} from '../users/account-tokens.service';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../users/users.repository';
import type { TooManyAttempts } from './auth.service';
import { hashPassword } from '../users/password-hashing';
import { isStrongPassword } from '../users/password-policy';

const MINUTE = 60_000;
/** How long a mailed link works: long enough to open the mail, short enough to age out fast. */
export const LINK_TTL_MS: Readonly<Record<AccountLinkKind, number>> = {
  'password-reset': 30 * MINUTE,
  'sign-in-link': 15 * MINUTE,
};
/**
 * Link requests per address and per client address. The window matches the shorter link
 * life, so a stranger filling an address's quota still leaves its owner a working link.
 */
export const LINK_REQUEST_LIMITS = {
  address: { limit: 3, windowMs: 15 * MINUTE },
  ip: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;
/** Uses of links (right or wrong) per client address. */
export const LINK_USE_LIMIT: RateRule = { limit: 20, windowMs: 15 * MINUTE };

const LANDING_PATH: Readonly<Record<AccountLinkKind, string>> = {
  'password-reset': '/reset-password',
  'sign-in-link': '/login/link',
};

// E-mail addresses stay out of the shared limiter store's keys.
const addressTag = (email: string): string => sha256(email.toLowerCase(), 'base64url').slice(0, 22);

export type RecoveryFailure =
  Failure<'passwords-do-not-match' | 'weak-password' | 'link-invalid'> | TooManyAttempts;

async function spendQuota(
  ctx: AccountContext,
  key: string,
  rule: RateRule,
): Promise<Err<TooManyAttempts> | undefined> {
  const attempt = await ctx.limiter.hit(key, rule);
  if (attempt.allowed) return undefined;
  return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
}

// A link proves control of the mailbox it was sent to, so it works only while the account
// still has that address.
const stillAtAddress = (user: UserRow, data: Record<string, string>): boolean =>
  user.email.toLowerCase() === data.email;

/**
 * Mails a single-use link of this kind when the address has an account. The caller learns
 * nothing from it: the same reply either way, quotas counted for any address, and a reply
 * that does not wait for the mail server, so delivery time does not tell either.
 */
export async function sendAccountLink(
  ctx: AccountContext,
  kind: AccountLinkKind,
  body: AccountLinkRequestBody,
  meta: RequestMeta,
): Promise<Result<undefined, TooManyAttempts>> {
  const refused =
    (await spendQuota(ctx, `${kind}:ip:${meta.ip}`, LINK_REQUEST_LIMITS.ip)) ??
    (await spendQuota(
      ctx,
      `${kind}:address:${addressTag(body.email)}`,
      LINK_REQUEST_LIMITS.address,
    ));
  if (refused) return refused;
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) return ok();
  const ttlMs = LINK_TTL_MS[kind];
  const token = await issueAccountToken(ctx.db, {
    userId: user.id,
    purpose: kind,
    ttlMs,
    data: { email: user.email.toLowerCase() },
  });
  const mail = accountLinkMail({
    kind,
    // The page's language, else the one the account was last used in.
    language: body.language ?? user.language,
    firstName: user.firstName ?? '',
    link: `${ctx.publicUrl}${LANDING_PATH[kind]}?token=${token}`,
    validMinutes: ttlMs / MINUTE,
  });
  void ctx.mailer.send({ to: user.email, category: kind, ...mail }).catch((error: unknown) => {
    ctx.log('Could not send an account link', error);
  });
  return ok();
}

/**
 * Sets a new password with a reset link. The link is spent only when the password is
 * accepted; then every session of the account ends, its other reset and sign-in links die,
 * the address counts as verified (the link came through it) and a notice is mailed.
 */
export async function resetPassword(
  ctx: AccountContext,
  body: ResetPasswordBody,
  meta: RequestMeta,
  now = new Date(),
): Promise<Result<{ userId: number }, RecoveryFailure>> {
  if (body.newPassword !== body.confirmPassword) return fail('passwords-do-not-match');
  const refused = await spendQuota(ctx, `link-use:ip:${meta.ip}`, LINK_USE_LIMIT);
  if (refused) return refused;
  const open = await peekAccountToken(ctx.db, body.token, 'password-reset', now);
  const user = open && (await findUserById(ctx.db, open.userId));
  if (!open || !user || !stillAtAddress(user, open.data)) return fail('link-invalid');
  if (!isStrongPassword(body.newPassword, [user.email, user.firstName, user.lastName]))
    return fail('weak-password');
  const passwordHash = await hashPassword(body.newPassword);

  const done = await ctx.db.transaction(async (tx) => {
    // Spent here, not by the look above: of two racing resets only one gets past this.
    const spent = await consumeAccountToken(tx, body.token, 'password-reset', now);
    if (!spent) return false;
    await updateUser(tx, user.id, { passwordHash, emailVerified: true });
    await revokeUserSessions(tx, user.id, null, now);
    await voidAccountTokens(tx, user.id, ['password-reset', 'sign-in-link'], now);
    return true;
  });
  if (!done) return fail('link-invalid');

  const mail = passwordChangedMail({
    // The page's language, else the one the account was last used in.
    language: body.language ?? user.language,
    firstName: user.firstName ?? '',
    changedAt: now,
    forgotLink: `${ctx.publicUrl}/forgot-password`,
  });
  await ctx.mailer
    .send({ to: user.email, category: 'password-changed', ...mail })
    .catch((error: unknown) => {
      ctx.log('Could not send the password-changed notice', error);
    });
  return ok({ userId: user.id });
}

/**
 * The account behind a sign-in link, spending the link. Opening it proves control of the
 * address, so an unverified address counts as verified from now on.
 */
export async function redeemSignInLink(
  ctx: AccountContext,
  token: string,
  meta: RequestMeta,
): Promise<Result<UserRow, RecoveryFailure>> {
  const refused = await spendQuota(ctx, `link-use:ip:${meta.ip}`, LINK_USE_LIMIT);
  if (refused) return refused;
  const spent = await consumeAccountToken(ctx.db, token, 'sign-in-link');
  const user = spent && (await findUserById(ctx.db, spent.userId));
  if (!spent || !user || !stillAtAddress(user, spent.data)) return fail('link-invalid');
  if (user.emailVerified) return ok(user);
  return ok((await updateUser(ctx.db, user.id, { emailVerified: true })) ?? user);
}
