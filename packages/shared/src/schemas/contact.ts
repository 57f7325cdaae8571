import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { Email } from './auth';
import { NumericId, text } from './common';

/** The newsletter form's texts (spec sections 5, 7 and 8), exactly as written. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Invalid Email',
  subscribed: 'You have successfully subscribed.',
  duplicate: 'You are already subscribed.',
  failed: 'Subscription failed. Please try again later.',
} as const;

/** The error code of a second subscription for the same address (spec section 7). */
export const DUPLICATE_SUBSCRIPTION_CODE = 'duplicate_subscription';

export const CONTACT_MESSAGES = {
  sent: 'Thank you! We will reply within 2 business days.',
} as const;

export const CAREERS_MESSAGES = {
  applied: 'Thank you for applying! We will be in touch.',
  alreadyApplied: 'You have already applied, please be patient until we contact you.',
  positionNotFound: 'This position is not open.',
} as const;

/** Limits of the free-text fields, shared by the forms' counters and the server. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

const required = { error: AUTH_MESSAGES.requiredFields };
// Names and subjects end up in mail headers and list views: one line each.
const line = (max: number) =>
  text(required)
    .trim()
    .min(1, AUTH_MESSAGES.requiredFields)
    .max(max, `At most ${max} characters`)
    .regex(/^[^\r\n]*$/, 'Use a single line');
const paragraph = (max: number) =>
  text(required).trim().min(1, AUTH_MESSAGES.requiredFields).max(max, `At most ${max} characters`);

/** The newsletter's address check: every failure reads as the spec's 'Invalid Email'. */
export const NewsletterEmail = z
  .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, NEWSLETTER_MESSAGES.invalidEmail)
  .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail));

/** POST /email/subscribe. `userId` links the signed-in customer; anyone else's id is ignored. */
export const NewsletterSubscribeBody = z
  .object({ email: NewsletterEmail, userId: z.string().max(64).nullish() })
  .strict();
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>;

/** POST /contact: a message to the support team. */
export const ContactMessageBody = z
  .object({
    name: line(CONTACT_LIMITS.name),
    email: Email,
    subject: line(CONTACT_LIMITS.subject),
    message: paragraph(CONTACT_LIMITS.message),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof ContactMessageBody>;

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const EmploymentType = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof EmploymentType>;

/** An open position as the careers page lists it. */
export const CareerPosition = z.object({
  _id: z.string(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  type: EmploymentType,
  summary: z.string(),
});
export type CareerPosition = z.infer<typeof CareerPosition>;

/** POST /careers/apply: one application per e-mail address and position. */
export const JobApplicationBody = z
  .object({
    positionId: NumericId,
    name: line(CONTACT_LIMITS.name),
    email: Email,
    message: paragraph(CONTACT_LIMITS.message),
  })
  .strict();
export type JobApplicationBody = z.infer<typeof JobApplicationBody>;

/** The reply of a form that was accepted: a text to show as it is. */
export const FormReply = z.object({ message: z.string() });
export type FormReply = z.infer<typeof FormReply>;
