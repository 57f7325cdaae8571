import { isPlaceholderEmail } from '@store/shared/rules/profile';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from '../../adapters/mailer/account-notice-mails';
import type { MailContent } from '../../adapters/mailer/templates';
import { fail, ok, type Err, type Failure, type Result } from '../../lib/result';
import { verifyPassword } from './password-hashing';
import { endOtherSessions } from '../sessions/sessions.service';
import type { AccountContext, RequestMeta } from './account-context';
import {
  consumeAccountToken,
  issueAccountToken,
  voidAccountTokens,
} from './account-tokens.service';
import { findLiveUndoAddress, switchEmail } from './email-change.repository';
import { findUserByEmail, findUserById, type UserRow } from './users.repository';

const HOUR = 3_600_000;
/** How long the link to the new address confirms it. */
export const EMAIL_CHANGE_CONFIRM_TTL_MS = 24 * HOUR;
/** How long the old address can undo a change. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * HOUR;
/** Current-password checks for e-mail changes per account. */
export const EMAIL_CHANGE_PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

/** Too many tries for one account; the next may come after the wait. */
export type TooManyAttempts = { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };

export type EmailChangeCheckFailure =
  | Failure<'invalid-email' | 'current-password-required' | 'current-password-wrong'>
  | TooManyAttempts;

export type EmailLinkFailure = Failure<'link-invalid' | 'email-taken'>;

/**
 * Refuses an e-mail change the requester may not ask for: a made-up address, or, on an account
 * with a password, a missing or wrong current password. Each check of the password is counted
 * before it is made, so parallel guesses cannot pass the limit. Accounts that sign in only
 * through a social provider have no password; their new address still has to be confirmed.
 */
export async function checkEmailChange(
  ctx: AccountContext,
  self: UserRow,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<Err<EmailChangeCheckFailure> | undefined> {
  if (isPlaceholderEmail(newEmail)) return fail('invalid-email');
  if (self.passwordHash === null) return undefined;
  if (!currentPassword) return fail('current-password-required');
  const attempt = await ctx.limiter.hit(`email-change:${self.id}`, EMAIL_CHANGE_PASSWORD_LIMIT);
  if (!attempt.allowed) {
    return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
  }
  if (!(await verifyPassword(currentPassword, self.passwordHash))) {
    return fail('current-password-wrong');
  }
  return undefined;
}

/**
 * Asks for a new address without changing it: a free address gets a confirmation link; one
 * that has an account gets a notice instead and nothing changes (the requester cannot tell
 * which). Either way earlier pending requests end, and the current address gets a notice with
 * an undo link. Mail failures are logged, never answered differently.
 */
export async function requestEmailChange(
  ctx: AccountContext,
  self: UserRow,
  newEmail: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  const { language } = meta;
  const firstName = self.firstName ?? '';
  const owner = await findUserByEmail(ctx.db, newEmail);
  const send = async (to: string, category: string, mail: MailContent) => {
    await ctx.mailer.send({ to, category, ...mail }).catch((error: unknown) => {
      ctx.log('Could not send an e-mail change mail', error);
    });
  };
  if (owner && owner.id !== self.id) {
    // Ends an earlier request, as a new token would, so old links behave the same either way.
    await voidAccountTokens(ctx.db, self.id, ['email-change'], now);
    await send(
      owner.email,
      'email-change-taken',
      emailChangeTakenMail({
        // Written to the address's owner, in the language their account is kept in.
        language: owner.language,
        firstName: owner.firstName ?? '',
        signInLink: `${ctx.publicUrl}/login`,
      }),
    );
  } else {
    const token = await issueAccountToken(
      ctx.db,
      {
        userId: self.id,
        purpose: 'email-change',
        ttlMs: EMAIL_CHANGE_CONFIRM_TTL_MS,
        data: { email: newEmail, from: self.email },
      },
      now,
    );
    await send(
      newEmail,
      'email-change-confirm',
      emailChangeConfirmMail({
        language,
        firstName,
        newEmail,
        link: `${ctx.publicUrl}/account/email/confirm?token=${token}`,
        validHours: EMAIL_CHANGE_CONFIRM_TTL_MS / HOUR,
      }),
    );
  }
  // A made-up address reaches nobody, and there is nothing to restore it for.
  if (isPlaceholderEmail(self.email)) return;
  // An undo link still out for an earlier address stays valid: a new one would void it, and the
  // earlier owner is the one who needs it most.
  const protectedAddress = await findLiveUndoAddress(ctx.db, self.id, now);
  const keepEarlierUndo =
    protectedAddress !== undefined && protectedAddress.toLowerCase() !== self.email.toLowerCase();
  const undoToken = keepEarlierUndo
    ? null
    : await issueAccountToken(
        ctx.db,
        {
          userId: self.id,
          purpose: 'email-change-undo',
          ttlMs: EMAIL_CHANGE_UNDO_TTL_MS,
          data: { email: self.email, verified: String(self.emailVerified) },
        },
        now,
      );
  await send(
    self.email,
    'email-change-notice',
    emailChangeNoticeMail({
      language,
      firstName,
      newEmail,
      undoLink: undoToken ? `${ctx.publicUrl}/account/email/undo?token=${undoToken}` : null,
      validDays: EMAIL_CHANGE_UNDO_TTL_MS / (24 * HOUR),
    }),
  );
}

/** Who used an account link and the address the account has afterwards. */
export type EmailLinkResult = { userId: number; email: string };

/**
 * Spends a confirmation link: the account's address becomes the new one, verified, and every
 * session but `keepSessionId` (the confirming browser's, if it is this account's) ends. Links
 * mailed to the old address for password reset or sign-in stop working.
 */
export async function confirmEmailChange(
  ctx: AccountContext,
  token: string,
  current: { userId: number; sessionId: string } | null,
  now = new Date(),
): Promise<Result<EmailLinkResult, EmailLinkFailure>> {
  const spent = await consumeAccountToken(ctx.db, token, 'email-change', now);
  const email = spent?.data.email;
  if (!spent || !email) return fail('link-invalid');
  const user = await findUserById(ctx.db, spent.userId);
  // The address changed since the request (an undo, say): this link is out of date.
  if (!user || user.email.toLowerCase() !== spent.data.from?.toLowerCase()) {
    return fail('link-invalid');
  }
  const switched = await switchEmail(ctx.db, user.id, email, true, now);
  // Only the holder of the new mailbox gets here, so saying the address is taken tells no one else.
  if (!switched) return fail('email-taken');
  await voidAccountTokens(ctx.db, user.id, ['password-reset', 'sign-in-link'], now);
  const keep = current?.userId === user.id ? current.sessionId : null;
  await endOtherSessions(ctx.db, user.id, keep);
  return ok({ userId: user.id, email: switched.email });
}

/**
 * Spends an undo link: the address it was sent to comes back (unless another account has taken
 * it since), pending changes and mailed sign-in links end, and every session ends.
 */
export async function undoEmailChange(
  ctx: AccountContext,
  token: string,
  now = new Date(),
): Promise<Result<EmailLinkResult, EmailLinkFailure>> {
  const spent = await consumeAccountToken(ctx.db, token, 'email-change-undo', now);
  const restore = spent?.data.email;
  if (!spent || !restore) return fail('link-invalid');
  const user = await findUserById(ctx.db, spent.userId);
  if (!user) return fail('link-invalid');
  await voidAccountTokens(ctx.db, user.id, ['email-change', 'password-reset', 'sign-in-link'], now);
  let email = user.email;
  if (email.toLowerCase() !== restore.toLowerCase()) {
    const restored = await switchEmail(
      ctx.db,
      user.id,
      restore,
      spent.data.verified === 'true',
      now,
    );
    if (restored) email = restored.email;
    else ctx.log('An undone e-mail change could not restore an address another account has');
  }
  await endOtherSessions(ctx.db, user.id, null);
  return ok({ userId: user.id, email });
}
