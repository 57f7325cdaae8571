import { z } from 'zod';

/**
 * The staff side of the store (the back office): roles, sign-in with a second factor, staff
 * sessions and the audit log. Admins may do everything; each other role what its name says.
 */
export const STAFF_ROLES = ['admin', 'catalogue', 'support', 'finance'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

export const STAFF_MESSAGES = {
  invalidCredentials: 'Wrong e-mail or password.',
  challengeExpired: 'Your sign-in took too long. Please start again.',
  invalidCode: 'That code is not valid. Enter the current code from your authenticator app.',
  staffOnly: 'This area is for staff only.',
  roleRefused: 'Your role does not allow this.',
  sessionNotFound: 'Session not found.',
} as const;

/** POST /api/v1/admin/auth/login: the first step, the password. */
export const StaffLoginBody = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(200),
});

/**
 * The second step: `totp` for an enrolled member (a code from the app), `enrol` for one who
 * has not set up an authenticator yet (the secret and its otpauth:// link for the QR code).
 */
export const StaffLoginReply = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp') }),
  z.object({ step: z.literal('enrol'), secret: z.string(), otpauthUrl: z.string() }),
]);
export type StaffLoginReply = z.infer<typeof StaffLoginReply>;

/** POST /api/v1/admin/auth/verify: a six-digit code, or one of the recovery codes. */
export const StaffVerifyBody = z.union([
  z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the six digits from your app') }),
  z.object({
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[a-z2-9]{5}-?[a-z2-9]{5}$/i, 'Enter a recovery code as it was given'),
  }),
]);

export const StaffMember = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  role: StaffRole,
});
export type StaffMember = z.infer<typeof StaffMember>;

/** The signed-in staff member; `recoveryCodes` only once, right after enrolment. */
export const StaffVerifyReply = z.object({
  staff: StaffMember,
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffVerifyReply = z.infer<typeof StaffVerifyReply>;

export const StaffSession = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
/** GET /api/v1/admin/sessions: the member's own live staff sessions. */
export const StaffSessionsReply = z.object({ sessions: z.array(StaffSession) });
export type StaffSessionsReply = z.infer<typeof StaffSessionsReply>;

export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const AuditInstant = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/,
    'Use a date (YYYY-MM-DD) or an ISO time',
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a real date');

/**
 * The audit log's filters: `q` matches anywhere it shows; the others narrow by the staff
 * e-mail (exact, any case), the action's start (`product.` or `product.update`), the target
 * and a time range (`from` included, `to` excluded; a bare date is midnight UTC).
 */
export const AuditFilters = z.object({
  q: z.string().trim().max(100).optional(),
  staffEmail: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(200).optional(),
  from: AuditInstant.optional(),
  to: AuditInstant.optional(),
});
export type AuditFilters = z.infer<typeof AuditFilters>;

/** GET /api/v1/admin/audit?…filters&page=&limit=, newest first. */
export const AuditQuery = AuditFilters.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const AuditReply = z.object({
  entries: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AuditReply = z.infer<typeof AuditReply>;
