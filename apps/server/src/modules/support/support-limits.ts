import { SUPPORT_LIMITS } from '@store/shared/schemas/support';
import { clientNetwork } from '../auth/login-throttle';
import type { SupportFailure } from './support.errors';
import type { SupportContext, ChatSender } from './support-context';

const MINUTE = 60_000;

/** Chat messages per signed-in customer, and per client address (guests too), per minute. */
export const CHAT_CUSTOMER_LIMIT = {
  limit: SUPPORT_LIMITS.messagesPerCustomerPerMinute,
  windowMs: MINUTE,
} as const;
export const CHAT_ADDRESS_LIMIT = {
  limit: SUPPORT_LIMITS.messagesPerIpPerMinute,
  windowMs: MINUTE,
} as const;
/** New conversations a customer may open per day, chats and tickets alike. */
export const NEW_TICKET_LIMIT = {
  limit: SUPPORT_LIMITS.ticketsPerCustomerPerDay,
  windowMs: 24 * 60 * MINUTE,
} as const;

type Refusal = Extract<SupportFailure, { reason: 'too-many-messages' | 'too-many-tickets' }>;

/**
 * Counts one message against the sender's address (an IPv6 address by its /64) and, signed
 * in, against the customer; a refusal once either is over its limit, counted first so that
 * messages sent together can never all slip under it.
 */
export async function admitMessage(
  ctx: SupportContext,
  sender: ChatSender,
): Promise<Refusal | undefined> {
  const [byAddress, byCustomer] = await Promise.all([
    ctx.limiter.hit(`support:messages:ip:${clientNetwork(sender.ip)}`, CHAT_ADDRESS_LIMIT),
    sender.kind === 'customer'
      ? ctx.limiter.hit(`support:messages:user:${sender.userId}`, CHAT_CUSTOMER_LIMIT)
      : undefined,
  ]);
  const refused = [byAddress, byCustomer].filter((decision) => decision && !decision.allowed);
  if (refused.length === 0) return undefined;
  const retryAfterSeconds = Math.max(
    ...refused.map((decision) => decision?.retryAfterSeconds ?? 1),
  );
  return { reason: 'too-many-messages', retryAfterSeconds };
}

/** Counts one new conversation of the customer; a refusal past the day's limit. */
export async function admitNewTicket(
  ctx: SupportContext,
  userId: number,
): Promise<Refusal | undefined> {
  const decision = await ctx.limiter.hit(`support:tickets:user:${userId}`, NEW_TICKET_LIMIT);
  if (decision.allowed) return undefined;
  return { reason: 'too-many-tickets', retryAfterSeconds: decision.retryAfterSeconds };
}
