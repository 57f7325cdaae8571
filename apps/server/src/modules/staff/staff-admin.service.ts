import type { StaffListReply } from '@store/shared/schemas/admin-staff';
import type { StaffRole } from '@store/shared/schemas/staff';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  deactivateMember,
  listOpenInvitations,
  listStaffMembers,
  lockActiveAdmins,
} from './staff-admin.repository';
import { presentInvitation, type StaffAdminActor } from './staff-invitations.service';
import { insertAudit, lockStaff, updateStaff } from './staff.repository';

export type StaffAdminFailure = Failure<
  'member-not-found' | 'last-admin' | 'not-yourself' | 'already-inactive' | 'inactive'
>;

/** The staff, active first, and the invitations still open. */
export async function listStaff(db: Db, now: Date): Promise<StaffListReply> {
  const [members, invitations] = await Promise.all([
    listStaffMembers(db),
    listOpenInvitations(db, now),
  ]);
  return {
    members: members.map((m) => ({
      _id: String(m.userId),
      email: m.email,
      firstName: m.firstName,
      role: m.role,
      enrolled: m.totpConfirmedAt !== null,
      lastSignInAt: m.lastSignInAt ? new Date(m.lastSignInAt).toISOString() : null,
      active: m.disabledAt === null,
      createdAt: m.createdAt.toISOString(),
    })),
    invitations: invitations.map(presentInvitation),
  };
}

/**
 * Why a change that may take `target` out of the admins is refused: the store keeps one
 * active admin, and nobody changes themselves. `admins` are the active admins, locked.
 */
function refusal(
  admins: readonly number[],
  target: { userId: number; role: StaffRole; disabledAt: Date | null },
  actor: StaffAdminActor,
): StaffAdminFailure | undefined {
  const isActiveAdmin = target.role === 'admin' && target.disabledAt === null;
  if (isActiveAdmin && admins.every((id) => id === target.userId)) return { reason: 'last-admin' };
  if (target.userId === actor.userId) return { reason: 'not-yourself' };
  return undefined;
}

/** Gives a member another role; the last active admin keeps theirs. On the audit log. */
export async function changeStaffRole(
  db: Db,
  actor: StaffAdminActor,
  targetId: number,
  role: StaffRole,
  now: Date,
): Promise<Result<{ role: StaffRole }, StaffAdminFailure>> {
  return db.transaction(async (tx) => {
    // The admins first, then the member: every change here takes its locks in that order.
    const admins = await lockActiveAdmins(tx);
    const found = await lockStaff(tx, targetId);
    if (!found) return fail('member-not-found');
    if (found.staff.disabledAt) return fail('inactive');
    if (found.staff.role === role) return ok({ role });
    const refused = refusal(admins, found.staff, actor);
    if (refused) return fail(refused);
    await updateStaff(tx, targetId, { role });
    await insertAudit(tx, {
      staffUserId: actor.userId,
      staffEmail: actor.email,
      action: 'staff.role_change',
      targetType: 'staff',
      targetId: String(targetId),
      before: { role: found.staff.role },
      after: { role },
      ip: actor.ip,
      at: now,
    });
    return ok({ role });
  });
}

/**
 * Deactivates a member: their staff sessions end at once and they can no longer sign in to
 * the back office. The last active admin, and the admin acting, are refused. On the audit log.
 */
export async function deactivateStaff(
  db: Db,
  actor: StaffAdminActor,
  targetId: number,
  now: Date,
): Promise<Result<undefined, StaffAdminFailure>> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const found = await lockStaff(tx, targetId);
    if (!found) return fail('member-not-found');
    const { staff } = found;
    if (staff.disabledAt) return fail('already-inactive');
    const refused = refusal(admins, staff, actor);
    if (refused) return fail(refused);
    const ended = await deactivateMember(tx, targetId, now);
    await insertAudit(tx, {
      staffUserId: actor.userId,
      staffEmail: actor.email,
      action: 'staff.deactivate',
      targetType: 'staff',
      targetId: String(targetId),
      before: { active: true, role: staff.role },
      after: { active: false, sessionsEnded: ended },
      ip: actor.ip,
      at: now,
    });
    return ok();
  });
}
