import type { ContactMessageBody } from '@store/shared/schemas/contact';
import type { Mailer } from '../../adapters/mailer/mailer';
import { contactMessageMail } from '../../adapters/mailer/templates';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { insertContactMessage } from './contact.repository';

/** What the contact form needs besides its input: storage, mail and where support reads it. */
export type ContactContext = {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where support reads mail now (an admin may change it while the store runs). */
  supportEmail: () => Promise<string>;
  log: (message: string, error?: unknown) => void;
};

/** Messages per IP address and hour: a conversation's worth, not a spam run. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/** Too many messages from one address; the next may come after the wait. */
export type ContactFailure = { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };

/**
 * Stores the message and forwards it to support with the sender as Reply-To. The stored
 * message is what counts: a failed forward is logged, not reported to the sender.
 */
export async function sendContactMessage(
  ctx: ContactContext,
  body: ContactMessageBody,
  who: { ip: string; userId: number | null },
): Promise<Result<undefined, ContactFailure>> {
  const attempt = await ctx.limiter.hit(`contact:ip:${who.ip}`, CONTACT_LIMIT);
  if (!attempt.allowed) {
    return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const stored = await insertContactMessage(ctx.db, { ...body, userId: who.userId });
  try {
    await ctx.mailer.send({
      to: await ctx.supportEmail(),
      replyTo: body.email,
      category: 'contact-message',
      ...contactMessageMail(body),
    });
  } catch (error) {
    ctx.log(`Could not forward contact message ${stored.id} to support`, error);
  }
  return ok();
}
