import {
  declineCheckReason,
  paidOrderCheckReasons,
  type IdentityCheckLimits,
} from '@store/shared/rules/identity-check';
import { toEurMinor } from '@store/shared/rules/money';
import type { IdentityEvent } from '../../adapters/identity/identity-events';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import type { EventHandler } from '../outbox/outbox-worker';
import type { SupportContext } from '../support/support-context';
import { createTicket } from '../support/tickets.service';
import {
  countDeclinesSince,
  identityFactsOf,
  paidOrderFacts,
  requireIdentityCheckFor,
} from './identity.repository';
import { REJECTION_TICKET_TEXTS, rejectionTicketKey } from './rejection-ticket';

const HOUR_MS = 60 * 60 * 1000;

/** Sends one signed delivery to the store's identity webhook; resolves to the HTTP status. */
export type IdentityWebhookSender = (delivery: {
  body: string;
  signature: string;
}) => Promise<number>;

export type IdentityHandlerOptions = {
  limits: IdentityCheckLimits;
  /** Support's services, which open the ticket of a rejected check. */
  support: SupportContext;
  /** The sandbox provider's delivery of its decisions, while the sandbox checks identities. */
  sandbox?: { webhookSecret: Buffer; send: IdentityWebhookSender };
};

/**
 * The outbox handlers of identity checks: the rules that ask for a check after a payment (a
 * large order, a card from another country) and after declines; the support ticket of a
 * rejected check; and the sandbox provider's webhook. Each is idempotent: asking again finds
 * the check asked, the ticket is opened once per check, the store takes an event id once.
 */
export function createIdentityHandlers(options: IdentityHandlerOptions) {
  const checkPaidOrder: EventHandler<'order.paid'> = async ({ payload }, deps) => {
    const order = await paidOrderFacts(deps.db, payload.orderId);
    if (!order) throw new Error(`No order ${payload.orderId}`);
    const [reason] = paidOrderCheckReasons(
      {
        totalEurMinor: toEurMinor(order.totalMinor, {
          code: order.currency,
          rateMicros: order.rateMicros,
        }),
        cardCountry: order.cardCountry,
        accountCountry: order.accountCountry,
      },
      options.limits,
    );
    if (reason) await requireIdentityCheckFor(deps.db, order.userId, reason);
  };

  const checkDeclines: EventHandler<'order.failed'> = async ({ payload }, deps) => {
    const since = new Date(deps.now().getTime() - options.limits.declineWindowHours * HOUR_MS);
    const declines = await countDeclinesSince(deps.db, payload.userId, since);
    const reason = declineCheckReason(declines, options.limits);
    if (reason) await requireIdentityCheckFor(deps.db, payload.userId, reason);
  };

  const openRejectionTicket: EventHandler<'identity.rejected'> = async ({ payload }, deps) => {
    const facts = await identityFactsOf(deps.db, payload.userId);
    if (!facts) return; // the account is gone, and its checks with it
    const { language } = facts;
    const texts = REJECTION_TICKET_TEXTS[language];
    const opened = await createTicket(
      options.support,
      // The store writes, not a client: an address of its own per customer, so that one
      // customer's tickets never count against another's limits.
      {
        kind: 'customer',
        userId: payload.userId,
        ip: `identity-check-${payload.userId}`,
        language,
      },
      {
        category: 'identity',
        topic: texts.topic,
        message: texts.message(payload.error ?? 'unknown'),
        orderId: undefined,
        clientMessageId: rejectionTicketKey(payload.verificationId),
      },
    );
    // A limit may hold it back for now: the outbox tries again later.
    if (!opened.ok) throw new Error(`The identity ticket was refused: ${opened.failure.reason}`);
  };

  const deliverSandboxDecision = (sandbox: NonNullable<IdentityHandlerOptions['sandbox']>) => {
    const handle: EventHandler<'identity.sandbox_decided'> = async ({ payload }, deps) => {
      const event: IdentityEvent = {
        id: payload.eventId,
        created: payload.created,
        sessionId: payload.sessionId,
        status: payload.status,
        error: payload.error,
      };
      const body = JSON.stringify(event);
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      const status = await sandbox.send({
        body,
        signature: signWebhook(sandbox.webhookSecret, timestamp, body),
      });
      if (status < 200 || status >= 300) {
        throw new Error(`The store answered identity webhook ${event.id} with ${status}`);
      }
    };
    return handle;
  };

  return {
    checkPaidOrder,
    checkDeclines,
    openRejectionTicket,
    deliverSandboxDecision: options.sandbox ? deliverSandboxDecision(options.sandbox) : undefined,
  };
}
