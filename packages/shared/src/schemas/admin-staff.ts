import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { PASSWORD_MAX_LENGTH } from '../rules/password';
import { Email } from './auth';
import { StaffRole } from './staff';

/** How long an invitation to join the staff stays valid. */
export const STAFF_INVITATION_HOURS = 72;

export const ADMIN_STAFF_MESSAGES = {
  memberNotFound: 'Staff member not found.',
  alreadyStaff: 'This address already belongs to an active staff member.',
  invitationInvalid:
    'This invitation is invalid, has expired or has already been used. Ask an admin for a new one.',
  lastAdmin: 'The store needs at least one active admin: this would leave none.',
  notYourself: 'You cannot change your own role or deactivate yourself. Ask another admin.',
  alreadyInactive: 'This staff member is already deactivated.',
  inactive: 'This staff member is deactivated. Invite them again to give them a role.',
  firstNameRequired: 'Enter your first name.',
} as const;

export const StaffMemberParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Must be a staff member number')
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647, 'Must be a staff member number')),
});

/** One member in GET /api/v1/admin/staff. */
export const StaffListEntry = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  role: StaffRole,
  /** The authenticator app is set up. */
  enrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffListEntry = z.infer<typeof StaffListEntry>;

/** An invitation not yet accepted and not expired. */
export const OpenStaffInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  role: StaffRole,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OpenStaffInvitation = z.infer<typeof OpenStaffInvitation>;

export const StaffListReply = z.object({
  members: z.array(StaffListEntry),
  invitations: z.array(OpenStaffInvitation),
});
export type StaffListReply = z.infer<typeof StaffListReply>;

/** POST /api/v1/admin/staff/invitations: who, with which role, and the mail's language. */
export const InviteStaffBody = z.object({
  email: Email,
  role: StaffRole,
  language: z.enum(LANGUAGES).optional(),
});
export type InviteStaffBody = z.infer<typeof InviteStaffBody>;

/** POST /api/v1/admin/auth/accept-invitation: the mailed token, a password and a name. */
export const AcceptInvitationBody = z.object({
  token: z.string().trim().min(20).max(100),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  firstName: z
    .string({ error: ADMIN_STAFF_MESSAGES.firstNameRequired })
    .trim()
    .min(1, ADMIN_STAFF_MESSAGES.firstNameRequired)
    .max(100),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

/** PATCH /api/v1/admin/staff/:id. */
export const ChangeStaffRoleBody = z.object({ role: StaffRole });
