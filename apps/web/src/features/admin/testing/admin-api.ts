import type { StaffMember, StaffRole } from '@store/shared/schemas/staff';
import { STAFF_MESSAGES } from '@store/shared/schemas/staff';
import type { FakeReply } from '../../../test/fake-api';

/** A signed-in staff member of the given role. */
export function staffMember(role: StaffRole = 'admin', overrides: Partial<StaffMember> = {}) {
  return {
    _id: 'staff-1',
    email: `${role}@bigkeys.test`,
    firstName: null,
    role,
    ...overrides,
  } satisfies StaffMember;
}

/** GET /admin/me answering as this member, or 401 without one. */
export function staffMeReply(member: StaffMember | null): FakeReply {
  return member
    ? { body: member }
    : { status: 401, body: { message: 'User not authenticated', code: 'UNAUTHORIZED' } };
}

/** The answer every staff route gives a customer's session. */
export const STAFF_ONLY_REPLY: FakeReply = {
  status: 403,
  body: { message: STAFF_MESSAGES.staffOnly, code: 'STAFF_ONLY' },
};

/** A live staff session as GET /admin/sessions lists it. */
export function staffSession(id: string, current = false) {
  return {
    _id: id,
    createdAt: '2026-03-02T09:00:00.000Z',
    lastSeenAt: '2026-03-02T09:20:00.000Z',
    expiresAt: '2026-03-02T21:00:00.000Z',
    userAgent: current ? 'Firefox on Linux' : 'Safari on iPhone',
    ip: current ? '203.0.113.7' : '198.51.100.4',
    current,
  };
}

/** An open referral payout request as GET /admin/referral-payouts lists it. */
export function openPayout(id: string, email: string, amount = 2500) {
  return {
    _id: id,
    currency: 'EUR',
    amount,
    status: 'requested' as const,
    requestedAt: '2026-03-01T12:00:00.000Z',
    paidAt: null,
    rejectedAt: null,
    email,
  };
}

/** One page of payouts as GET /admin/referral-payouts answers it. */
export function payoutsPage<T>(payouts: T[], page = 1, pages = 1) {
  return { payouts, total: payouts.length, page, pages };
}
