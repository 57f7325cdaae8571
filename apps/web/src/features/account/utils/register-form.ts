import { z } from 'zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/shared/rules/password';
import type { RegisterBody } from '@store/shared/schemas/auth';
import { maxLengthMessage } from '../../../lib/form-messages';
import { EmailField, profileFieldSchemas } from './profile-fields';

const required = AUTH_MESSAGES.requiredFields;

/** A new password: filled in and long enough (the server also refuses common ones). */
export const NewPasswordField = z
  .string()
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.weakPassword)
  .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH));

/** The confirmation is compared even while other fields still have problems. */
export const CONFIRMATION_MISMATCH = {
  error: AUTH_MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
  when: () => true,
};

/** The registration form: the spec's client checks (sections 5 and 8) before anything is sent. */
export const RegisterForm = z
  .object({
    email: EmailField,
    password: NewPasswordField,
    confirmPassword: z.string().min(1, required),
    ...profileFieldSchemas,
    referralCode: z.string().trim().max(64, maxLengthMessage(64)),
    acceptTerms: z.boolean().refine((accepted) => accepted, AUTH_MESSAGES.acceptTerms),
  })
  .refine(
    (values) => values.confirmPassword === '' || values.confirmPassword === values.password,
    CONFIRMATION_MISMATCH,
  );
export type RegisterFormInput = z.input<typeof RegisterForm>;
export type RegisterFormOutput = z.output<typeof RegisterForm>;

/**
 * The request body, exactly the spec's fields: an empty referral code is left out (spec
 * section 5), and the terms box is not sent: the form goes only once it is ticked.
 */
export function toRegisterBody({
  referralCode,
  acceptTerms: _accepted,
  ...values
}: RegisterFormOutput): RegisterBody {
  return {
    ...values,
    email: values.email.toLowerCase(),
    country: values.country.toUpperCase(),
    ...(referralCode ? { referralCode } : {}),
  };
}
