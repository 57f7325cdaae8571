import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { UpdatePasswordBody, UpdateSettingsBody } from '@store/shared/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { isStrongPassword } from '../auth/password-policy';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../lib/errors';
import { endOtherSessions } from '../sessions/sessions.service';
import type { AccountContext, RequestMeta } from './account-context';
import { sendVerificationCode } from './email-verification.service';
import {
  findUserByEmail,
  findUserById,
  updateUser,
  type NewUser,
  type UserRow,
} from './users.repository';

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

/**
 * Applies profile and notification changes. A new e-mail address must be unused and
 * is verified again. Region is not here on purpose: it changes only through support.
 */
export async function updateSettings(
  ctx: AccountContext,
  self: UserRow,
  body: UpdateSettingsBody,
  meta: RequestMeta,
): Promise<UserRow> {
  if (body.userId !== undefined && body.userId !== String(self.id)) throw new ForbiddenError();
  const { userId: _self, notifications, email, ...profile } = body;
  const changes: Partial<NewUser> = { ...profile };
  if (notifications?.browser !== undefined) changes.notifyBrowser = notifications.browser;
  if (notifications?.email !== undefined) changes.notifyEmail = notifications.email;
  if (notifications?.sms !== undefined) changes.notifySms = notifications.sms;
  const emailChanged = email !== undefined && email !== self.email.toLowerCase();
  if (emailChanged) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== self.id)
      throw new ConflictError(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    changes.email = email;
    changes.emailVerified = false;
  }
  const updated = await updateUser(ctx.db, self.id, changes);
  if (!updated) throw new NotFoundError('User not found');
  if (emailChanged) {
    await sendVerificationCode(ctx, updated, { first: true, language: meta.language }).catch(
      (error: unknown) => {
        ctx.log('Could not send the verification e-mail', error);
      },
    );
  }
  return updated;
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(
  ctx: AccountContext,
  self: UserRow,
  currentSessionId: string,
  body: UpdatePasswordBody,
): Promise<void> {
  const key = `password-change:${self.id}`;
  const state = await ctx.limiter.isBlocked(key, PASSWORD_CHANGE_LIMIT);
  if (state.blocked)
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  if (!(await verifyPassword(body.currentPassword, self.passwordHash))) {
    await ctx.limiter.hit(key, PASSWORD_CHANGE_LIMIT);
    throw new BadRequestError(AUTH_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
  }
  if (!isStrongPassword(body.newPassword, [self.email, self.firstName, self.lastName])) {
    throw new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
  }
  await updateUser(ctx.db, self.id, { passwordHash: await hashPassword(body.newPassword) });
  await endOtherSessions(ctx.db, self.id, currentSessionId);
}
