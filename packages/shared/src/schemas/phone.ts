import { z } from 'zod';
import { User } from './auth';

/** The store's words when a mobile number or its code is refused; the web translates them. */
export const PHONE_MESSAGES = {
  invalidNumber: 'Please enter a valid mobile phone number.',
  sameNumber: 'This number is already confirmed on your account.',
  tooManyCodes: 'Too many codes were sent. Please wait an hour and try again.',
  noCode: 'Ask for a code for your number first.',
  codeFormat: 'The code has 6 digits.',
  codeInvalid: 'That code is not right. Check the text message and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeAttempts: 'Too many wrong codes. Ask for a new one.',
  sendFailed: 'We could not send the text message. Please try again later.',
  phoneRequired: 'Confirm a mobile number before turning on text messages.',
} as const;

/** A confirmation code lives this long. */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong codes allowed against one confirmation before a new code is needed. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/**
 * POST /users/me/phone/code: the number as typed, in international form (+41 79 …) or in
 * the national form of the account's country; the server checks and normalises it.
 */
export const RequestPhoneCodeBody = z
  .object({
    phone: z
      .string({ error: PHONE_MESSAGES.invalidNumber })
      .trim()
      .min(1, PHONE_MESSAGES.invalidNumber)
      .max(32, PHONE_MESSAGES.invalidNumber),
  })
  .strict();
export type RequestPhoneCodeBody = z.infer<typeof RequestPhoneCodeBody>;

/** The code went out: to this number (E.164), valid until `expiresAt`. */
export const PhoneCodeReply = z.object({
  success: z.literal(true),
  phone: z.string(),
  expiresAt: z.string(),
});
export type PhoneCodeReply = z.infer<typeof PhoneCodeReply>;

/** POST /users/me/phone/confirm: the six digits from the text message. */
export const ConfirmPhoneBody = z
  .object({
    code: z
      .string({ error: PHONE_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{6}$/, PHONE_MESSAGES.codeFormat),
  })
  .strict();
export type ConfirmPhoneBody = z.infer<typeof ConfirmPhoneBody>;

/** After confirming or removing a number: the customer as they are now. */
export const PhoneReply = z.object({ success: z.literal(true), user: User });
export type PhoneReply = z.infer<typeof PhoneReply>;
