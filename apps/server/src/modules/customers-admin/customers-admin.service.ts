import type { Language } from '@store/shared/constants';
import type { CustomerProfile, CustomerSearchQuery } from '@store/shared/schemas/admin-customers';
import type { StaffRole } from '@store/shared/schemas/staff';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { loyaltyLevelOf } from '../loyalty/loyalty-level';
import { findPrestige } from '../loyalty/loyalty.repository';
import { REQUIRE_CHECK_ACTION } from '../identity/identity.repository';
import { countBuyers, findCodeOf } from '../referrals/referrals.repository';
import { revokeUserSessions } from '../sessions/sessions.repository';
import { insertAudit } from '../staff/staff.repository';
import type { AccountContext } from '../users/account-context';
import { sendVerificationCode, type SendCodeFailure } from '../users/email-verification.service';
import { presentCustomerEntry, presentCustomerProfile } from './customers-admin.presenter';
import {
  countCustomerOrders,
  findCustomer,
  findCustomerOrders,
  findLastSignIn,
  lockCustomerRow,
  searchCustomers,
  updateCustomer,
  type CustomerRow,
} from './customers-admin.repository';

/** What the customer services need: the accounts' context (mailer, limiter) and a clock. */
export type CustomersAdminContext = { accounts: AccountContext; now: () => Date };

/** The staff member acting, as the audit log records them. */
export type StaffActor = { userId: number; email: string; role: StaffRole; ip: string };

type Refusal =
  | 'customer-not-found'
  | 'already-locked'
  | 'not-locked'
  | 'staff-account'
  | 'already-verified'
  | 'check-already-required';

export type CustomerFailure =
  Failure<Refusal> | Extract<SendCodeFailure, { reason: 'resend-too-soon' }>;

/** One page of the lookup, with only the personal data the role may see. */
export async function searchCustomersAs(
  ctx: CustomersAdminContext,
  role: StaffRole,
  query: CustomerSearchQuery,
) {
  const { rows, total } = await searchCustomers(ctx.accounts.db, {
    q: query.q,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    customers: rows.map((row) => presentCustomerEntry(role, row)),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
  };
}

async function profileOf(db: Db, role: StaffRole, row: CustomerRow): Promise<CustomerProfile> {
  const [level, prestige, referralCode, referralBuyers, orderCount, lastSignIn] = await Promise.all(
    [
      loyaltyLevelOf(db, row.id),
      findPrestige(db, row.id),
      findCodeOf(db, row.id),
      countBuyers(db, row.id),
      countCustomerOrders(db, row.id),
      findLastSignIn(db, row.id),
    ],
  );
  return presentCustomerProfile(role, row, {
    level,
    prestige,
    referralCode,
    referralBuyers,
    orderCount,
    lastSignIn,
  });
}

/** The customer's profile as `role` may see it: status, loyalty, referrals, last sign-in. */
export async function getCustomerProfile(
  ctx: CustomersAdminContext,
  role: StaffRole,
  id: number,
): Promise<Result<CustomerProfile, CustomerFailure>> {
  const row = await findCustomer(ctx.accounts.db, id);
  return row ? ok(await profileOf(ctx.accounts.db, role, row)) : fail('customer-not-found');
}

/** One page of the customer's orders, newest first. */
export async function listCustomerOrders(
  ctx: CustomersAdminContext,
  id: number,
  page: { page: number; limit: number },
) {
  const { db } = ctx.accounts;
  if (!(await findCustomer(db, id))) return fail('customer-not-found');
  const { rows, total } = await findCustomerOrders(db, id, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return ok({
    orders: rows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    total,
    page: page.page,
    pages: Math.ceil(total / page.limit),
  });
}

type Change = (
  row: CustomerRow,
  isStaff: boolean,
) =>
  | { refused: Refusal }
  | {
      changes: Parameters<typeof updateCustomer>[2];
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      endSessions?: boolean;
    };

/**
 * Changes the account under its row lock and writes the audit entry in the same
 * transaction; a lock also ends every session of the customer there and then.
 */
async function changeCustomer(
  ctx: CustomersAdminContext,
  actor: StaffActor,
  id: number,
  action: string,
  change: Change,
): Promise<Result<CustomerProfile, CustomerFailure>> {
  const now = ctx.now();
  const changed = await ctx.accounts.db.transaction(async (tx) => {
    const found = await lockCustomerRow(tx, id);
    if (!found) return fail('customer-not-found');
    const decided = change(found.user, found.isStaff);
    if ('refused' in decided) return fail(decided.refused);
    const row = await updateCustomer(tx, id, decided.changes, now);
    const ended = decided.endSessions ? await revokeUserSessions(tx, id, null, now) : undefined;
    await insertAudit(tx, {
      staffUserId: actor.userId,
      staffEmail: actor.email,
      action,
      targetType: 'customer',
      targetId: String(id),
      before: decided.before,
      after: ended === undefined ? decided.after : { ...decided.after, sessionsEnded: ended },
      ip: actor.ip,
      at: now,
    });
    return ok(row);
  });
  if (!changed.ok) return changed;
  return ok(await profileOf(ctx.accounts.db, actor.role, changed.value));
}

/**
 * Locks the account: it can no longer sign in, and its sessions and access tokens end at
 * once. A staff member's account is refused: staff are deactivated, not locked.
 */
export function lockCustomer(
  ctx: CustomersAdminContext,
  actor: StaffActor,
  id: number,
  reason: string,
) {
  return changeCustomer(ctx, actor, id, 'customer.lock', (row, isStaff) => {
    if (isStaff) return { refused: 'staff-account' };
    if (row.lockedAt) return { refused: 'already-locked' };
    return {
      changes: { lockedAt: ctx.now(), lockedReason: reason },
      before: { locked: false },
      after: { locked: true, reason },
      endSessions: true,
    };
  });
}

/** Unlocks the account: the customer may sign in again (their old sessions stay ended). */
export function unlockCustomer(ctx: CustomersAdminContext, actor: StaffActor, id: number) {
  return changeCustomer(ctx, actor, id, 'customer.unlock', (row) => {
    if (!row.lockedAt) return { refused: 'not-locked' };
    return {
      changes: { lockedAt: null, lockedReason: null },
      before: { locked: true, reason: row.lockedReason },
      after: { locked: false },
    };
  });
}

/**
 * Requires an identity check: the customer then sees only the welcome page's identity step.
 * The reason is `staff`; the audit entry names the staff member, and the back office shows it.
 */
export function requireIdentityCheck(ctx: CustomersAdminContext, actor: StaffActor, id: number) {
  return changeCustomer(ctx, actor, id, REQUIRE_CHECK_ACTION, (row) => {
    if (row.identityRequireCheck) return { refused: 'check-already-required' };
    return {
      changes: { identityRequireCheck: true, identityCheckReason: 'staff' },
      before: { identityRequireCheck: false, reason: row.identityCheckReason },
      after: { identityRequireCheck: true, reason: 'staff' },
    };
  });
}

/**
 * Mails the customer a fresh verification code, on the same terms as their own resend (one a
 * minute); the code and the audit entry are stored together, and only if the mail went out.
 */
export async function resendVerification(
  ctx: CustomersAdminContext,
  actor: StaffActor,
  id: number,
  language: Language,
): Promise<Result<undefined, CustomerFailure>> {
  const now = ctx.now();
  return ctx.accounts.db.transaction(async (tx) => {
    const found = await lockCustomerRow(tx, id);
    if (!found) return fail('customer-not-found');
    const sent = await sendVerificationCode(
      { ...ctx.accounts, db: tx },
      found.user,
      { first: false, language },
      now,
    );
    if (!sent.ok) return sent;
    await insertAudit(tx, {
      staffUserId: actor.userId,
      staffEmail: actor.email,
      action: 'customer.verification_resent',
      targetType: 'customer',
      targetId: String(id),
      after: { language },
      ip: actor.ip,
      at: now,
    });
    return ok();
  });
}
