import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STRIPE_PROVIDER } from '../../adapters/payments/stripe-payments';
import { STRIPE_SIGNATURE_HEADER } from '../../adapters/payments/stripe-verified-event';
import { readStripeWebhook } from '../../adapters/payments/stripe-webhooks';
import { applyPaymentEvent, type PaymentWebhookContext } from './payment-webhook.service';
import { webhookError } from './payments.errors';

/**
 * What Stripe's webhook needs: the database, the endpoint's signing secret (`whsec_…`), a
 * clock, and optionally what to call once an event changed an order.
 */
export type StripeWebhookContext = Pick<PaymentWebhookContext, 'db' | 'now' | 'onApplied'> & {
  webhookSecret: string;
};

/** The webhook reply: the event was authentic, and what became of it. */
const StripeWebhookReply = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

/**
 * /api/v1/payment/stripe/webhook: Stripe's deliveries for the store's endpoint. A forged,
 * stale or misshapen delivery is a 400 (Stripe retries it, and it changes nothing); an
 * authentic one is a 200 whether it was applied, already applied or not for the store.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ ctx: StripeWebhookContext }> = async (
  app,
  { ctx },
) => {
  // The signature covers the exact bytes sent, so this plugin's routes get JSON unparsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payment'],
        headers: z.looseObject({ [STRIPE_SIGNATURE_HEADER]: z.string().max(2000) }),
        body: z.string(),
        response: { 200: StripeWebhookReply },
      },
      // A PaymentIntent event with its metadata and a declined card's details stays well
      // under this; Fastify's default megabyte is more than a webhook ever needs.
      bodyLimit: 262_144,
      config: {
        csrfExempt:
          'Stripe calls it server to server with no browser session; the Stripe-Signature HMAC authenticates it.',
      },
    },
    async (request) => {
      const delivery = readStripeWebhook(ctx.webhookSecret, {
        rawBody: request.body,
        signature: request.headers[STRIPE_SIGNATURE_HEADER],
        receivedAt: ctx.now(),
      });
      if (delivery.kind === 'refused') throw webhookError(delivery);
      if (delivery.kind === 'ignored')
        return { received: true as const, outcome: 'ignored' as const };
      const result = await applyPaymentEvent(
        { db: ctx.db, provider: STRIPE_PROVIDER, now: ctx.now, onApplied: ctx.onApplied },
        delivery.event,
      );
      return { received: true as const, outcome: result.outcome };
    },
  );
};
