import { CUSTOMER_DATA_BY_ROLE, visibleCustomerData } from '@store/shared/rules/customer-privacy';
import type { CustomerListEntry, CustomerProfile } from '@store/shared/schemas/admin-customers';
import type { StaffRole } from '@store/shared/schemas/staff';
import type { CustomerRow } from './customers-admin.repository';

/** What the profile shows besides the account row. */
export type CustomerExtras = {
  level: number;
  prestige: number;
  referralCode: string | undefined;
  referralBuyers: number;
  orderCount: number;
  lastSignIn: { at: Date; ip: string | null } | undefined;
};

function personalOf(role: StaffRole, row: CustomerRow, lastSignInIp: string | null) {
  return visibleCustomerData(role, {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    address: row.address,
    city: row.city,
    zip: row.zip,
    birthday: row.birthday,
    lastSignInIp,
  });
}

const statusOf = (row: CustomerRow) => ({
  emailVerified: row.emailVerified,
  locked: row.lockedAt !== null,
  identityRequireCheck: row.identityRequireCheck,
});

/** A customer in the lookup's list, with only the personal data `role` may see. */
export function presentCustomerEntry(role: StaffRole, row: CustomerRow): CustomerListEntry {
  return {
    _id: String(row.id),
    personal: personalOf(role, row, null),
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's profile as `role` may see it (rules/customer-privacy.ts decides). */
export function presentCustomerProfile(
  role: StaffRole,
  row: CustomerRow,
  extras: CustomerExtras,
): CustomerProfile {
  return {
    _id: String(row.id),
    personal: personalOf(role, row, extras.lastSignIn?.ip ?? null),
    visibleData: [...CUSTOMER_DATA_BY_ROLE[role]],
    status: {
      ...statusOf(row),
      lockedAt: row.lockedAt?.toISOString() ?? null,
      lockedReason: row.lockedReason,
      hasPassword: row.passwordHash !== null,
    },
    loyalty: { level: extras.level, prestige: extras.prestige },
    referrals: {
      code: extras.referralCode ?? null,
      buyers: extras.referralBuyers,
      referredByCode: row.referredByCode,
    },
    orderCount: extras.orderCount,
    lastSignInAt: extras.lastSignIn?.at.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
