import { and, asc, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { StaffRole } from '@store/shared/schemas/staff';
import { sessions, users } from '../../db/schema/accounts';
import { staffInvitations, staffMembers, staffRecoveryCodes } from '../../db/schema/staff';
import type { Db } from '../../db/types';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Every staff member with their account and latest staff sign-in, admins first. */
export async function listStaffMembers(db: Db) {
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('last_sign_in_at') })
    .from(sessions)
    .where(eq(sessions.staff, true))
    .groupBy(sessions.userId)
    .as('last_sign_in');
  return db
    .select({
      userId: staffMembers.userId,
      email: users.email,
      firstName: users.firstName,
      role: staffMembers.role,
      totpConfirmedAt: staffMembers.totpConfirmedAt,
      disabledAt: staffMembers.disabledAt,
      createdAt: staffMembers.createdAt,
      lastSignInAt: lastSignIn.at,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, staffMembers.userId))
    .orderBy(
      sql`${staffMembers.disabledAt} is not null`,
      sql`${staffMembers.role} <> 'admin'`,
      asc(sql`lower(${users.email})`),
    );
}

/**
 * The active admins' ids, their rows locked until the transaction ends: two admins demoting
 * or deactivating each other at once are taken one after the other, so one admin remains.
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt)))
    .orderBy(asc(staffMembers.userId))
    .for('update');
  return rows.map((r) => r.userId);
}

/** Deactivates a member and ends their staff sessions; how many sessions ended. */
export async function deactivateMember(db: Db, userId: number, now: Date): Promise<number> {
  await db.update(staffMembers).set({ disabledAt: now }).where(eq(staffMembers.userId, userId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.staff, true), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Forgets the member's authenticator and recovery codes: the next sign-in enrols afresh. */
export async function resetEnrolment(db: Db, userId: number): Promise<void> {
  await db
    .update(staffMembers)
    .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(staffMembers.userId, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/** Stores an invitation, ending any earlier open one to the same address. */
export async function insertInvitation(
  db: Db,
  row: { email: string; role: StaffRole; tokenHash: string; invitedBy: number; expiresAt: Date },
  now: Date,
): Promise<InvitationRow> {
  await db
    .update(staffInvitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(sql`lower(${staffInvitations.email})`, row.email.toLowerCase()),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const [inserted] = await db
    .insert(staffInvitations)
    .values({ ...row, createdAt: now })
    .returning();
  if (!inserted) throw new Error('The invitation was not stored');
  return inserted;
}

/** Invitations neither accepted nor expired, newest first. */
export function listOpenInvitations(db: Db, now: Date) {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt));
}

/** The open invitation with this token hash, without spending it. */
export async function findOpenInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  return row;
}

/** Spends an open invitation once: undefined when it was used, expired or never existed. */
export async function spendInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function markInvitationAcceptedBy(db: Db, id: number, userId: number) {
  await db.update(staffInvitations).set({ acceptedBy: userId }).where(eq(staffInvitations.id, id));
}
