import type { Language } from '@store/shared/constants';
import {
  STAFF_INVITATION_HOURS,
  type AcceptInvitationBody,
  type InviteStaffBody,
  type OpenStaffInvitation,
} from '@store/shared/schemas/admin-staff';
import type { StaffLoginReply } from '@store/shared/schemas/staff';
import { staffInvitationMail } from '../../adapters/mailer/staff-invitation-mail';
import type { Mailer } from '../../adapters/mailer/mailer';
import { newSecretToken } from '../../lib/random-ids';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { revokeUserSessions } from '../sessions/sessions.repository';
import { hashPassword } from '../users/password-hashing';
import { isStrongPassword } from '../users/password-policy';
import { findUserByEmail, insertUser, updateUser } from '../users/users.repository';
import { nextSignInStep, type StaffContext } from './staff-auth.service';
import {
  findOpenInvitation,
  insertInvitation,
  markInvitationAcceptedBy,
  resetEnrolment,
  spendInvitation,
  type InvitationRow,
} from './staff-admin.repository';
import { findStaffByEmail, insertAudit, upsertStaff } from './staff.repository';

/** What staff administration needs besides sign-in's context: the mailer and the store's URL. */
export type StaffAdminContext = StaffContext & { mailer: Mailer; publicUrl: string };

/** The admin acting, as the audit log records them. */
export type StaffAdminActor = { userId: number; email: string; ip: string };

const HOUR = 3600_000;
/** Acceptance tries per client address in 15 minutes: the token is long, this only caps noise. */
export const ACCEPT_INVITATION_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const;

export type InvitationFailure =
  | Failure<'already-staff' | 'invitation-invalid' | 'weak-password'>
  | { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };

export function presentInvitation(row: InvitationRow): OpenStaffInvitation {
  return {
    _id: String(row.id),
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Invites an address to the staff with a role: a single-use link, valid 72 hours, mailed to
 * it (an earlier open invitation to the same address ends). Refused for an active member.
 * The invitation, its audit entry and the mail go together: a mail that fails stores nothing.
 */
export async function inviteStaff(
  ctx: StaffAdminContext,
  actor: StaffAdminActor,
  body: InviteStaffBody,
  language: Language,
): Promise<Result<OpenStaffInvitation, InvitationFailure>> {
  const member = await findStaffByEmail(ctx.db, body.email);
  if (member && !member.staff.disabledAt) return fail('already-staff');
  const now = ctx.now();
  const token = newSecretToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const row = await insertInvitation(
      tx,
      {
        email: body.email,
        role: body.role,
        tokenHash: sha256(token),
        invitedBy: actor.userId,
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_HOURS * HOUR),
      },
      now,
    );
    await insertAudit(tx, {
      staffUserId: actor.userId,
      staffEmail: actor.email,
      action: 'staff.invite',
      targetType: 'staff_invitation',
      targetId: String(row.id),
      after: { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() },
      ip: actor.ip,
      at: now,
    });
    const link = `${ctx.publicUrl}/admin/invite?${new URLSearchParams({ token }).toString()}`;
    const mail = staffInvitationMail({
      language,
      inviter: actor.email,
      role: row.role,
      link,
      validHours: STAFF_INVITATION_HOURS,
    });
    await ctx.mailer.send({ to: row.email, category: 'staff-invitation', ...mail });
    return row;
  });
  return ok(presentInvitation(invitation));
}

/**
 * Accepts an invitation: spends it (once, before it expires), creates the account, or takes
 * over the invited address's account (the link proves the address, as a password reset
 * does: its password is replaced and its sessions end), and makes it staff with the role.
 * Answers like the first sign-in step: a fresh authenticator secret to enrol.
 */
export async function acceptInvitation(
  ctx: StaffContext,
  body: AcceptInvitationBody,
  ip: string,
): Promise<Result<{ reply: StaffLoginReply; challenge: string }, InvitationFailure>> {
  const attempt = await ctx.limiter.hit(`staff-invite:ip:${ip}`, ACCEPT_INVITATION_LIMIT);
  if (!attempt.allowed) {
    return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const tokenHash = sha256(body.token);
  const open = await findOpenInvitation(ctx.db, tokenHash, ctx.now());
  if (!open) return fail('invitation-invalid');
  // Checked before the link is spent, so a refused password leaves it usable.
  if (!isStrongPassword(body.password, [open.email, body.firstName])) return fail('weak-password');
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const accepted = await ctx.db.transaction(async (tx) => {
    const invitation = await spendInvitation(tx, tokenHash, now);
    if (!invitation) return undefined;
    const existing = await findUserByEmail(tx, invitation.email);
    const user = existing
      ? await updateUser(tx, existing.id, {
          passwordHash,
          firstName: body.firstName,
          emailVerified: true,
        })
      : await insertUser(tx, {
          email: invitation.email,
          passwordHash,
          firstName: body.firstName,
          emailVerified: true,
          termsAcceptedAt: now,
        });
    if (!user) throw new Error('The invited account could not be stored');
    if (existing) await revokeUserSessions(tx, user.id, null, now);
    await upsertStaff(tx, user.id, invitation.role);
    await resetEnrolment(tx, user.id);
    await markInvitationAcceptedBy(tx, invitation.id, user.id);
    await insertAudit(tx, {
      staffUserId: user.id,
      staffEmail: user.email,
      action: 'staff.invitation_accepted',
      targetType: 'staff',
      targetId: String(user.id),
      after: { role: invitation.role, invitation: String(invitation.id), newAccount: !existing },
      ip,
      at: now,
    });
    return user;
  });
  if (!accepted) return fail('invitation-invalid');
  return ok(await nextSignInStep(ctx, { user: accepted, staff: { totpConfirmedAt: null } }));
}
