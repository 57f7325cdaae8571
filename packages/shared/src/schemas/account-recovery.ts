import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { LANGUAGES } from '../constants';
import { PASSWORD_MAX_LENGTH } from '../rules/password';
import { Email } from './auth';

const required = { error: AUTH_MESSAGES.requiredFields };

// A link token is 43 base64url characters; anything up to this length is looked up and
// simply not found, so a mangled link reads as an invalid link rather than a form error.
const LinkToken = z.string(required).trim().min(1, AUTH_MESSAGES.requiredFields).max(200);
const NewPassword = z
  .string(required)
  .min(1, AUTH_MESSAGES.requiredFields)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /auth/password/forgot and /auth/sign-in-link: where to send the link, in which language. */
export const AccountLinkRequestBody = z
  .object({ email: Email, language: z.enum(LANGUAGES).optional() })
  .strict();
export type AccountLinkRequestBody = z.infer<typeof AccountLinkRequestBody>;

/** POST /auth/password/reset: the token from the mail, the new password twice, the notice's language. */
export const ResetPasswordBody = z
  .object({
    token: LinkToken,
    newPassword: NewPassword,
    confirmPassword: z.string(required).max(PASSWORD_MAX_LENGTH),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /auth/sign-in-link/consume: the token from the mail. */
export const ConsumeSignInLinkBody = z.object({ token: LinkToken }).strict();
export type ConsumeSignInLinkBody = z.infer<typeof ConsumeSignInLinkBody>;
