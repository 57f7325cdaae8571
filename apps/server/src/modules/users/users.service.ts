import type { Language } from '@store/shared/constants';
import type { UpdatePasswordBody, UpdateSettingsBody } from '@store/shared/schemas/auth';
import { hashPassword, verifyPassword } from './password-hashing';
import { isStrongPassword } from './password-policy';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { endOtherSessions } from '../sessions/sessions.service';
import type { AccountContext, RequestMeta } from './account-context';
import {
  checkEmailChange,
  requestEmailChange,
  type EmailChangeCheckFailure,
  type TooManyAttempts,
} from './email-change.service';
import {
  findUserById,
  rememberLanguage,
  updateUser,
  type NewUser,
  type UserRow,
} from './users.repository';

/** Current-password checks per customer in 15 minutes; a right one clears the count. */
export const PASSWORD_CHANGE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

export type OwnUserFailure = Failure<'not-own-account' | 'user-not-found'>;
export type SettingsFailure = OwnUserFailure | EmailChangeCheckFailure | Failure<'phone-required'>;
export type PasswordChangeFailure =
  Failure<'current-password-wrong' | 'weak-password'> | TooManyAttempts;

/** A customer's own record; anyone else's is forbidden. */
export async function getOwnUser(
  ctx: AccountContext,
  self: UserRow,
  requestedId: string,
): Promise<Result<UserRow, OwnUserFailure>> {
  if (requestedId !== String(self.id)) return fail('not-own-account');
  const user = await findUserById(ctx.db, self.id);
  if (!user) return fail('user-not-found');
  return ok(user);
}

/** What saving settings did: the customer as saved, and the address waiting for its link. */
export type SettingsUpdate = { user: UserRow; pendingEmail?: string };

/**
 * Applies profile and notification changes. A new e-mail address takes effect only once the
 * link mailed to it is opened (see email-change.service.ts); asking for it needs the current
 * password, and nothing is saved when that check fails. Region is not here on purpose: it
 * changes only through support.
 */
export async function updateSettings(
  ctx: AccountContext,
  self: UserRow,
  body: UpdateSettingsBody,
  meta: RequestMeta,
): Promise<Result<SettingsUpdate, SettingsFailure>> {
  if (body.userId !== undefined && body.userId !== String(self.id)) return fail('not-own-account');
  const { userId: _self, notifications, email, currentPassword, ...profile } = body;
  // Texts need somewhere to go: a number the customer confirmed (modules/phone).
  if (notifications?.sms === true && !self.phone) return fail('phone-required');
  const changes: Partial<NewUser> = { ...profile };
  if (notifications?.browser !== undefined) changes.notifyBrowser = notifications.browser;
  if (notifications?.email !== undefined) changes.notifyEmail = notifications.email;
  if (notifications?.sms !== undefined) changes.notifySms = notifications.sms;
  const newEmail = email !== undefined && email !== self.email.toLowerCase() ? email : undefined;
  const refused = newEmail && (await checkEmailChange(ctx, self, newEmail, currentPassword));
  if (refused) return refused;
  const updated = await updateUser(ctx.db, self.id, changes);
  if (!updated) return fail('user-not-found');
  if (!newEmail) return ok({ user: updated });
  await requestEmailChange(ctx, updated, newEmail, meta);
  return ok({ user: updated, pendingEmail: newEmail });
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(
  ctx: AccountContext,
  self: UserRow,
  currentSessionId: string,
  body: UpdatePasswordBody,
): Promise<Result<undefined, PasswordChangeFailure>> {
  const key = `password-change:${self.id}`;
  // Counted before the check, so guesses sent all at once cannot all be checked.
  const attempt = await ctx.limiter.hit(key, PASSWORD_CHANGE_LIMIT);
  if (!attempt.allowed) {
    return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
  }
  if (!(await verifyPassword(body.currentPassword, self.passwordHash))) {
    return fail('current-password-wrong');
  }
  await ctx.limiter.reset(key);
  if (!isStrongPassword(body.newPassword, [self.email, self.firstName, self.lastName])) {
    return fail('weak-password');
  }
  await updateUser(ctx.db, self.id, { passwordHash: await hashPassword(body.newPassword) });
  await endOtherSessions(ctx.db, self.id, currentSessionId);
  return ok();
}

/** Keeps the language the customer chose in the footer, for what the store writes to them. */
export async function chooseLanguage(
  ctx: AccountContext,
  self: UserRow,
  language: Language,
): Promise<Language> {
  await rememberLanguage(ctx.db, self.id, language);
  return language;
}
