import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { PASSWORD_MAX_LENGTH } from '../rules/password';

/** Cookie and header names of the session and the CSRF double submit. */
export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-csrf-token';

// A missing field must read as the spec's message, not as a type error.
const required = { error: AUTH_MESSAGES.requiredFields };
const text = (max: number) => z.string(required).trim().max(max, `At most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, AUTH_MESSAGES.requiredFields);

export const Email = z
  .string(required)
  .trim()
  .toLowerCase()
  .max(254, 'Enter a valid e-mail address')
  .pipe(z.email('Enter a valid e-mail address'));
export const IsoDate = z
  .string(required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date');
export const CountryCode2 = z
  .string(required)
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Choose a country')
  .transform((v) => v.toUpperCase());
const Password = z
  .string(required)
  .min(1, AUTH_MESSAGES.requiredFields)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

export const NotificationChannels = z.object({
  browser: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type NotificationChannels = z.infer<typeof NotificationChannels>;

/** The signed-in customer as the API shows them to themselves. */
export const User = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  emailVerified: z.boolean(),
  identityRequireCheck: z.boolean(),
  hasMissingInfo: z.boolean(),
  hasPassword: z.boolean(),
  notifications: NotificationChannels,
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const RegisterBody = z
  .object({
    email: Email,
    password: Password,
    confirmPassword: z.string(required).max(PASSWORD_MAX_LENGTH),
    firstName: requiredText(100),
    lastName: requiredText(100),
    birthday: IsoDate,
    address: requiredText(200),
    city: requiredText(100),
    zip: requiredText(20),
    country: CountryCode2,
    referralCode: text(64).optional(),
    acceptTerms: z.literal(true, { error: AUTH_MESSAGES.acceptTerms }),
  })
  // Fields the customer may not set (role, verified flags, balances) are refused, not dropped.
  .strict();
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({ email: Email, password: Password });
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * Reply of sign-in, registration and GET /auth/me. The token is for API clients (as a
 * Bearer header); browsers use the httpOnly cookie, so /auth/me does not repeat it.
 */
export const AuthReply = z.object({
  token: z.string().optional(),
  accessToken: z.string().optional(),
  user: User,
  emailVerified: z.boolean(),
  identityRequireCheck: z.boolean(),
  hasMissingInfo: z.boolean(),
});
export type AuthReply = z.infer<typeof AuthReply>;

export const VerifyEmailBody = z.object({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** PATCH /users/settings: only these fields; anything else is refused. */
export const UpdateSettingsBody = z
  .object({
    userId: z.string().optional(),
    firstName: requiredText(100).optional(),
    lastName: requiredText(100).optional(),
    birthday: IsoDate.optional(),
    address: requiredText(200).optional(),
    city: requiredText(100).optional(),
    zip: requiredText(20).optional(),
    country: CountryCode2.optional(),
    email: Email.optional(),
    notifications: NotificationChannels.partial().strict().optional(),
  })
  .strict();
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

export const UpdateSettingsReply = z.object({ success: z.literal(true), user: User });

export const UpdatePasswordBody = z.object({
  currentPassword: Password,
  newPassword: Password,
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;

export const SessionInfo = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SuccessReply = z.object({ success: z.literal(true), message: z.string().optional() });
