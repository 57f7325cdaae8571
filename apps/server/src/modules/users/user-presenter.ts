import type { User } from '@store/shared/schemas/auth';
import { hasMissingInfo } from '@store/shared/rules/profile';
import type { UserRow } from './users.repository';

/** The customer as they see themselves: never the password hash or internal fields. */
export function presentUser(row: UserRow): User {
  return {
    _id: String(row.id),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    address: row.address,
    city: row.city,
    zip: row.zip,
    country: row.country,
    emailVerified: row.emailVerified,
    identityRequireCheck: row.identityRequireCheck,
    hasMissingInfo: hasMissingInfo(row),
    hasPassword: row.passwordHash !== null,
    notifications: { browser: row.notifyBrowser, email: row.notifyEmail, sms: row.notifySms },
    phone: row.phone,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
