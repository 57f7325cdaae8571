import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { CUSTOMER_DATA } from '../rules/customer-privacy';
import { ORDER_STATUSES } from '../rules/order-state';

/** What the back office says when a customer action is refused. */
export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  alreadyLocked: 'This account is already locked.',
  notLocked: 'This account is not locked.',
  staffAccount:
    'This account belongs to a staff member. Deactivate them under Staff instead of locking it.',
  alreadyVerified: 'This customer’s e-mail address is already verified.',
  checkAlreadyRequired: 'An identity check is already required for this customer.',
  reasonRequired: 'Give a reason for locking the account.',
} as const;

/** A customer's number in URLs: the public id the customer sees as `_id`. */
export const CustomerParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Must be a customer number')
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647, 'Must be a customer number')),
});

/** GET /api/v1/admin/customers?q=: an e-mail (or its start), a name or a customer number. */
export const CustomerSearchQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuery>;

/**
 * A customer's personal data as one staff role may see it: a field the role may not see is
 * absent (`visibleData` lists what was shown; see rules/customer-privacy.ts).
 */
export const CustomerPersonal = z.object({
  email: z.string().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  birthday: z.string().nullable().optional(),
  lastSignInIp: z.string().nullable().optional(),
});
export type CustomerPersonal = z.infer<typeof CustomerPersonal>;

const CustomerStatus = z.object({
  emailVerified: z.boolean(),
  locked: z.boolean(),
  identityRequireCheck: z.boolean(),
});

export const CustomerListEntry = z.object({
  _id: z.string(),
  personal: CustomerPersonal,
  status: CustomerStatus,
  createdAt: z.string(),
});
export type CustomerListEntry = z.infer<typeof CustomerListEntry>;

export const CustomerSearchReply = z.object({
  customers: z.array(CustomerListEntry),
  visibleData: z.array(z.enum(CUSTOMER_DATA)),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type CustomerSearchReply = z.infer<typeof CustomerSearchReply>;

/** GET /api/v1/admin/customers/:id: the profile, its status, loyalty and referrals. */
export const CustomerProfile = z.object({
  _id: z.string(),
  personal: CustomerPersonal,
  visibleData: z.array(z.enum(CUSTOMER_DATA)),
  status: CustomerStatus.extend({
    lockedAt: z.string().nullable(),
    /** Why staff locked the account; for staff only, never shown to the customer. */
    lockedReason: z.string().nullable(),
    hasPassword: z.boolean(),
  }),
  loyalty: z.object({ level: z.number().int(), prestige: z.number().int() }),
  referrals: z.object({
    code: z.string().nullable(),
    /** Friends who signed up with the customer's code and bought something. */
    buyers: z.number().int(),
    referredByCode: z.string().nullable(),
  }),
  orderCount: z.number().int(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

export const CustomerOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** One order in a customer's history: its number, date, total (minor units) and status. */
export const CustomerOrder = z.object({
  number: z.string(),
  createdAt: z.string(),
  totalMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CustomerOrdersReply = z.object({
  orders: z.array(CustomerOrder),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type CustomerOrdersReply = z.infer<typeof CustomerOrdersReply>;

/** POST /customers/:id/lock: why, kept for staff (the audit log records it too). */
export const LockCustomerBody = z.object({
  reason: z
    .string({ error: ADMIN_CUSTOMER_MESSAGES.reasonRequired })
    .trim()
    .min(3, ADMIN_CUSTOMER_MESSAGES.reasonRequired)
    .max(500, 'At most 500 characters'),
});
export type LockCustomerBody = z.infer<typeof LockCustomerBody>;

/** POST /customers/:id/resend-verification: the mail's language (English by default). */
export const ResendVerificationBody = z.object({
  language: z.enum(LANGUAGES).optional(),
});

export const CustomerActionReply = z.object({ customer: CustomerProfile });
export type CustomerActionReply = z.infer<typeof CustomerActionReply>;
