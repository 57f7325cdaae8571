import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@store/shared/schemas/staff';
import { sessions, users } from '../../db/schema/accounts';
import { auditLog, staffMembers, staffRecoveryCodes } from '../../db/schema/staff';
import type { Db } from '../../db/types';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof sessions.$inferSelect;
export type StaffUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'passwordHash'
>;

const staffUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
};

/** A staff member by e-mail (any case), with their account; undefined for anyone else. */
export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: staffUserColumns, staff: staffMembers })
    .from(users)
    .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** A staff member by user id, locked until the transaction ends. */
export async function lockStaff(db: Db, userId: number) {
  const [row] = await db
    .select({ user: staffUserColumns, staff: staffMembers })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId))
    .for('update', { of: staffMembers });
  return row;
}

export async function updateStaff(
  db: Db,
  userId: number,
  changes: Partial<Pick<StaffRow, 'totpSecret' | 'totpConfirmedAt' | 'totpLastStep' | 'role'>>,
): Promise<void> {
  await db.update(staffMembers).set(changes).where(eq(staffMembers.userId, userId));
}

/** Makes an account a staff member with a role, or changes the role of one. */
export async function upsertStaff(db: Db, userId: number, role: StaffRole): Promise<void> {
  await db
    .insert(staffMembers)
    .values({ userId, role })
    .onConflictDoUpdate({ target: staffMembers.userId, set: { role, disabledAt: null } });
}

/** Replaces the member's recovery codes (hashed). */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one unused recovery code; false when it is unknown or was used. */
export async function spendRecoveryCode(
  db: Db,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}

export async function insertStaffSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values({ ...row, staff: true });
}

/** A live staff session and its member, if neither is revoked, expired or disabled. */
export async function findLiveStaffSession(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: staffUserColumns, staff: staffMembers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(staffMembers, eq(staffMembers.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.staff, true),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row;
}

/** Revokes one of the member's staff sessions; false when there is no such live session. */
export async function revokeStaffSession(
  db: Db,
  userId: number,
  id: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.userId, userId),
        eq(sessions.staff, true),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

// ---- the audit log --------------------------------------------------------------------

export type AuditInput = {
  staffUserId: number;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
  at: Date;
};

/** Adds an entry to the audit log; call it in the transaction of the change it records. */
export async function insertAudit(db: Db, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
