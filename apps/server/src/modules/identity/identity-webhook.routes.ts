import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readStripeIdentityWebhook } from '../../adapters/identity/stripe-identity';
import { STRIPE_SIGNATURE_HEADER } from '../../adapters/payments/stripe-verified-event';
import { WEBHOOK_SIGNATURE_HEADER } from '../../adapters/payments/webhook-signature';
import { valueOr } from '../../lib/http-errors';
import type { IdentityContext } from './identity-context';
import { applyIdentityEvent, applySandboxWebhook } from './identity-decisions';
import { identityError } from './identity.errors';

/** The webhook reply: the event was authentic, and what became of it. */
const WebhookReply = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

/** What the webhooks need: the identity context and the provider's signing secret. */
export type IdentityWebhookOptions =
  | { provider: 'sandbox'; ctx: IdentityContext; webhookSecret: Buffer }
  | { provider: 'stripe'; ctx: IdentityContext; webhookSecret: string };

/** The signature covers the exact bytes sent, so these routes get JSON unparsed. */
function takeRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}

/**
 * /api/v1/identity/webhook (the sandbox, `Bk-Signature`) or /api/v1/identity/stripe/webhook
 * (Stripe Identity, `Stripe-Signature`): the provider's decisions. A forged, stale or
 * misshapen delivery is a 400 and changes nothing; an authentic one is a 200 whether it was
 * applied, already applied (a replay) or about a session the store does not know.
 */
export const identityWebhookRoutes: FastifyPluginAsyncZod<IdentityWebhookOptions> = async (
  app,
  options,
) => {
  takeRawJson(app);
  const { ctx } = options;
  if (options.provider === 'sandbox') {
    const { webhookSecret } = options;
    app.post(
      '/webhook',
      {
        schema: {
          tags: ['identity'],
          headers: z.looseObject({ [WEBHOOK_SIGNATURE_HEADER]: z.string().max(2000) }),
          body: z.string(),
          response: { 200: WebhookReply },
        },
        bodyLimit: 16_384,
        config: {
          csrfExempt:
            'The identity provider calls it server to server with no browser session; the Bk-Signature HMAC authenticates it.',
        },
      },
      async (request) => {
        const result = await applySandboxWebhook(
          { ...ctx, webhookSecret },
          { rawBody: request.body, signature: request.headers[WEBHOOK_SIGNATURE_HEADER] },
        );
        return { received: true as const, outcome: valueOr(result, identityError) };
      },
    );
    return;
  }
  const { webhookSecret } = options;
  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['identity'],
        headers: z.looseObject({ [STRIPE_SIGNATURE_HEADER]: z.string().max(2000) }),
        body: z.string(),
        response: { 200: WebhookReply },
      },
      bodyLimit: 262_144,
      config: {
        csrfExempt:
          'Stripe calls it server to server with no browser session; the Stripe-Signature HMAC authenticates it.',
      },
    },
    async (request) => {
      const delivery = readStripeIdentityWebhook(webhookSecret, {
        rawBody: request.body,
        signature: request.headers[STRIPE_SIGNATURE_HEADER],
        receivedAt: ctx.now(),
      });
      if (delivery.kind === 'refused') throw identityError({ reason: delivery.reason });
      if (delivery.kind === 'ignored') {
        return { received: true as const, outcome: 'ignored' as const };
      }
      const outcome = await applyIdentityEvent(ctx, 'stripe', delivery.event);
      return { received: true as const, outcome };
    },
  );
};
