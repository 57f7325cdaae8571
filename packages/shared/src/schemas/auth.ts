import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { LANGUAGES } from '../constants';
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
  /** The confirmed mobile number (E.164) text messages go to; null until one is confirmed. */
  phone: z.string().nullable(),
  /** The language the store writes to the customer in: mails, texts, pushes, invoices. */
  language: z.enum(LANGUAGES),
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
  })
  // Exactly the spec's body (section 7): fields the customer may not set (role, verified
  // flags, balances) are refused, not dropped. The web form asks for the terms (section 5);
  // sending the form is their acceptance, recorded with the time of the request.
  .strict();
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * Reply of registration: the same for a new address and for one that has an account, so the
 * answer does not tell which addresses are customers'; the e-mail says what happened.
 */
export const RegisterReply = z.object({ success: z.literal(true), message: z.string() });
export type RegisterReply = z.infer<typeof RegisterReply>;

export const LoginBody = z.object({ email: Email, password: Password });
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * Reply of sign-in and GET /auth/me. `token` and `accessToken` are one short-lived access
 * token (15 minutes, and only while its session lives) for API clients, as a Bearer header or
 * the socket's `auth.token`; GET /auth/me hands out a fresh one. It is never the session
 * token: browsers hold that only in the httpOnly cookie.
 */
export const AuthReply = z.object({
  token: z
    .string()
    .optional()
    .describe('Short-lived access token (15 minutes) for `Authorization: Bearer` and the socket.'),
  accessToken: z.string().optional().describe('The same access token as `token`.'),
  user: User,
  emailVerified: z.boolean(),
  identityRequireCheck: z.boolean(),
  hasMissingInfo: z.boolean(),
});
export type AuthReply = z.infer<typeof AuthReply>;

const VerificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits');

export const VerifyEmailBody = z.object({ verificationCode: VerificationCode });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** POST /auth/register/verify: the mailed code signs the new customer in. */
export const RegisterVerifyBody = z
  .object({ email: Email, verificationCode: VerificationCode })
  .strict();
export type RegisterVerifyBody = z.infer<typeof RegisterVerifyBody>;

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
    /** Needed with a new e-mail address when the account has a password. */
    currentPassword: Password.optional(),
    notifications: NotificationChannels.partial().strict().optional(),
  })
  .strict();
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

/**
 * `pendingEmail`: a new address was asked for; it replaces the current one only once the link
 * mailed to it is opened. The reply is the same whether or not the address has an account.
 */
export const UpdateSettingsReply = z.object({
  success: z.literal(true),
  user: User,
  pendingEmail: z.string().optional(),
});
export type UpdateSettingsReply = z.infer<typeof UpdateSettingsReply>;

/**
 * PUT /users/me/language: the language the signed-in customer chose in the footer, kept for
 * what the store writes to them; unlike the settings, it keeps them signed in.
 */
export const UpdateLanguageBody = z.object({ language: z.enum(LANGUAGES) }).strict();
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBody>;
export const UpdateLanguageReply = UpdateLanguageBody;
export type UpdateLanguageReply = z.infer<typeof UpdateLanguageReply>;

/** The token of an e-mailed link (confirming or undoing an e-mail change). */
export const AccountLinkBody = z.object({ token: z.string().min(1).max(200) }).strict();
export type AccountLinkBody = z.infer<typeof AccountLinkBody>;

/** After confirming or undoing an e-mail change: the account's address now. */
export const EmailChangeReply = z.object({ success: z.literal(true), email: z.string() });
export type EmailChangeReply = z.infer<typeof EmailChangeReply>;

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
