import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { UpdatePasswordBody, UpdateSettingsBody } from '@store/shared/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { isStrongPassword } from '../auth/password-policy';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../lib/errors';
import { endOtherSessions } from '../sessions/sessions.service';
import type { AccountContext, RequestMeta } from './account-context';
import { checkEmailChange, requestEmailChange } from './email-change.service';
import { findUserById, updateUser, type NewUser, type UserRow } from './users.repository';

/** Current-password checks per customer in 15 minutes; a right one clears the count. */
export const PASSWORD_CHANGE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

/** A customer's own record; anyone else's is forbidden. */
export async function getOwnUser(
  ctx: AccountContext,
  self: UserRow,
  requestedId: string,
): Promise<UserRow> {
  if (requestedId !== String(self.id)) throw new ForbiddenError();
  const user = await findUserById(ctx.db, self.id);
  if (!user) throw new NotFoundError('User not found');
  return user;
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
): Promise<SettingsUpdate> {
  if (body.userId !== undefined && body.userId !== String(self.id)) throw new ForbiddenError();
  const { userId: _self, notifications, email, currentPassword, ...profile } = body;
  const changes: Partial<NewUser> = { ...profile };
  if (notifications?.browser !== undefined) changes.notifyBrowser = notifications.browser;
  if (notifications?.email !== undefined) changes.notifyEmail = notifications.email;
  if (notifications?.sms !== undefined) changes.notifySms = notifications.sms;
  const newEmail = email !== undefined && email !== self.email.toLowerCase() ? email : undefined;
  if (newEmail) await checkEmailChange(ctx, self, newEmail, currentPassword);
  const updated = await updateUser(ctx.db, self.id, changes);
  if (!updated) throw new NotFoundError('User not found');
  if (!newEmail) return { user: updated };
  await requestEmailChange(ctx, updated, newEmail, meta);
  return { user: updated, pendingEmail: newEmail };
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(
  ctx: AccountContext,
  self: UserRow,
  currentSessionId: string,
  body: UpdatePasswordBody,
): Promise<void> {
  const key = `password-change:${self.id}`;
  // Counted before the check, so guesses sent all at once cannot all be checked.
  const attempt = await ctx.limiter.hit(key, PASSWORD_CHANGE_LIMIT);
  if (!attempt.allowed)
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
  if (!(await verifyPassword(body.currentPassword, self.passwordHash))) {
    throw new BadRequestError(AUTH_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
  }
  await ctx.limiter.reset(key);
  if (!isStrongPassword(body.newPassword, [self.email, self.firstName, self.lastName])) {
    throw new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
  }
  await updateUser(ctx.db, self.id, { passwordHash: await hashPassword(body.newPassword) });
  await endOtherSessions(ctx.db, self.id, currentSessionId);
}
