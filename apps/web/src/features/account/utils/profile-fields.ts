import { z } from 'zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { PLACEHOLDER_EMAIL_DOMAIN } from '@store/shared/rules/profile';
import type { User } from '@store/shared/schemas/auth';
import { FORM_MESSAGES, maxLengthMessage } from '../../../lib/form-messages';

/** The profile fields of registration and settings, in form order. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthday',
  'country',
  'address',
  'city',
  'zip',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** Fields the welcome page may ask for: the profile, and a real e-mail after social sign-in. */
export type WelcomeField = ProfileField | 'email';

const required = AUTH_MESSAGES.requiredFields;

/** A filled-in text of at most `max` characters, trimmed (limits as in the shared schemas). */
export function requiredText(max: number) {
  return z.string().trim().min(1, required).max(max, maxLengthMessage(max));
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isPast(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).getTime() <= Date.now();
}

export const EmailField = z
  .string()
  .trim()
  .min(1, required)
  .max(254, maxLengthMessage(254))
  .pipe(z.email(FORM_MESSAGES.invalidEmail))
  .refine((email) => !email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`), {
    error: FORM_MESSAGES.invalidEmail,
  });

/** Per-field rules matching the server's (packages/shared schemas/auth.ts). */
export const profileFieldSchemas = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  birthday: z
    .string()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.dateFormat)
    .refine(isRealDate, FORM_MESSAGES.invalidDate)
    .refine(isPast, FORM_MESSAGES.futureDate),
  country: z
    .string()
    .min(1, required)
    .regex(/^[A-Za-z]{2}$/, FORM_MESSAGES.chooseCountry),
  address: requiredText(200),
  city: requiredText(100),
  zip: requiredText(20),
} satisfies Record<ProfileField, z.ZodType<string, string>>;

const missing = (value: string | null) => value === null || value.trim() === '';
const missingName = (value: string | null) => missing(value) || value?.trim() === 'Unknown';

/**
 * The fields that make the profile incomplete, by the rule of spec section 5 (as
 * `hasMissingInfo` in packages/shared applies it), so the welcome page asks for these only.
 */
export function missingProfileFields(user: User): WelcomeField[] {
  const fields: WelcomeField[] = PROFILE_FIELDS.filter((field) =>
    field === 'firstName' || field === 'lastName' ? missingName(user[field]) : missing(user[field]),
  );
  if (user.email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)) fields.unshift('email');
  return fields;
}

/** A profile value as a form input shows it: empty for missing, and for the 'Unknown' name. */
export function formValue(user: User, field: WelcomeField): string {
  if (field === 'email') return '';
  const value = user[field] ?? '';
  return (field === 'firstName' || field === 'lastName') && value.trim() === 'Unknown' ? '' : value;
}
