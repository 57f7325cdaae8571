import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ConfirmPhoneBody, RequestPhoneCodeBody } from '@store/shared/schemas/phone';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from '@store/shared/schemas/phone';
import type { RateLimiter, RateRule } from '../../adapters/rate-limit/rate-limiter';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { UserRow } from '../users/users.repository';
import { phoneCodeText } from './phone-code-text';
import { normaliseMobileNumber } from './phone-number';
import {
  confirmPhone,
  countPhoneCodeAttempt,
  deletePhoneConfirmation,
  hasPhoneConfirmation,
  removePhone,
  upsertPhoneConfirmation,
} from './phone.repository';

/** Codes sent to one number in an hour, whoever asks: nobody gets a phone flooded with codes. */
export const PHONE_CODE_LIMIT_PER_NUMBER: RateRule = { limit: 3, windowMs: 60 * 60_000 };
/**
 * Codes one customer may ask for in an hour, whatever the numbers: texts cost money, and a
 * list of numbers must not be one account's way to send them.
 */
export const PHONE_CODE_LIMIT_PER_CUSTOMER: RateRule = { limit: 5, windowMs: 60 * 60_000 };

/** What the phone services need: the database, the SMS gateway (unlimited), limits, a clock. */
export type PhoneContext = {
  db: Db;
  /** The gateway itself: codes have their own limits here, apart from notification texts. */
  sms: SmsSender;
  limiter: RateLimiter;
  /** Keys the codes' hashes. */
  secret: Buffer;
  publicUrl: string;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

export type RequestCodeFailure =
  | Failure<'invalid-number' | 'same-number' | 'send-failed'>
  | { readonly reason: 'too-many-codes'; retryAfterSeconds: number };
export type ConfirmFailure = Failure<
  'no-code' | 'code-invalid' | 'code-expired' | 'code-attempts' | 'user-not-found'
>;

const hashCode = (secret: Buffer, userId: number, phone: string, code: string): string =>
  createHmac('sha256', secret)
    .update(`phone-confirmation.${userId}.${phone}.${code}`)
    .digest('hex');

/**
 * Checks and normalises the number, then texts it a fresh six-digit code (replacing any
 * earlier one) in the customer's language. Refused over either limit; when the gateway fails,
 * nothing stays open and the attempt does not count against the number.
 */
export async function requestPhoneCode(
  ctx: PhoneContext,
  self: UserRow,
  body: RequestPhoneCodeBody,
): Promise<Result<{ phone: string; expiresAt: Date }, RequestCodeFailure>> {
  const phone = normaliseMobileNumber(body.phone, self.country);
  if (!phone) return fail('invalid-number');
  if (phone === self.phone) return fail('same-number');
  const numberKey = `phone-code:${phone}`;
  const decisions = await Promise.all([
    ctx.limiter.hit(`phone-code-customer:${self.id}`, PHONE_CODE_LIMIT_PER_CUSTOMER),
    ctx.limiter.hit(numberKey, PHONE_CODE_LIMIT_PER_NUMBER),
  ]);
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length > 0) {
    const retryAfterSeconds = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
    return fail({ reason: 'too-many-codes', retryAfterSeconds });
  }
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    userId: self.id,
    phone,
    codeHash: hashCode(ctx.secret, self.id, phone, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  };
  await upsertPhoneConfirmation(ctx.db, row);
  const text = phoneCodeText({
    code,
    minutes: PHONE_CODE_TTL_MINUTES,
    language: self.language,
    publicUrl: ctx.publicUrl,
  });
  try {
    await ctx.sms.send(phone, text);
  } catch (error) {
    ctx.log('A confirmation code could not be sent by text message', error);
    await deletePhoneConfirmation(ctx.db, self.id, row.codeHash);
    await ctx.limiter.refund(numberKey);
    return fail('send-failed');
  }
  return ok({ phone, expiresAt: row.expiresAt });
}

/**
 * Checks the code against the customer's open confirmation; the right one, in time and
 * within the tries, makes its number the customer's confirmed one and is spent.
 */
export async function confirmPhoneCode(
  ctx: PhoneContext,
  self: UserRow,
  body: ConfirmPhoneBody,
): Promise<Result<UserRow, ConfirmFailure>> {
  // The try is counted before comparing, so guesses sent together cannot pass the limit.
  const open = await countPhoneCodeAttempt(ctx.db, self.id, PHONE_CODE_MAX_ATTEMPTS);
  if (!open)
    return fail((await hasPhoneConfirmation(ctx.db, self.id)) ? 'code-attempts' : 'no-code');
  const now = ctx.now();
  if (open.expiresAt <= now) return fail('code-expired');
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.secret, self.id, open.phone, body.code), 'hex');
  if (!timingSafeEqual(expected, given)) return fail('code-invalid');
  const user = await confirmPhone(ctx.db, open, now);
  return user ? ok(user) : fail('user-not-found');
}

/** Forgets the customer's number; text messages turn off with it. */
export async function removePhoneNumber(
  ctx: PhoneContext,
  self: UserRow,
): Promise<Result<UserRow, Failure<'user-not-found'>>> {
  const user = await removePhone(ctx.db, self.id, ctx.now());
  return user ? ok(user) : fail('user-not-found');
}
