import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameActivationReply, PaymentReturnQuery } from '@store/shared/schemas/payments';
import { WEBHOOK_SIGNATURE_HEADER } from '../../adapters/payments/webhook-signature';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { verifyPaymentReturn, type GameActivationContext } from './game-activation.service';
import { applyPaymentWebhook, type PaymentWebhookContext } from './payment-webhook.service';
import { gameActivationError, webhookError } from './payments.errors';

/** The webhook reply: the event was authentic, and what became of it. */
const WebhookReply = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

/** /api/v1/payment: the provider's webhook and the browser's return from paying. */
export const paymentRoutes: FastifyPluginAsyncZod<{
  webhook: PaymentWebhookContext;
  activation: GameActivationContext;
}> = async (app, { webhook, activation }) => {
  // The signature covers the exact bytes sent, so this plugin's routes get JSON unparsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payment'],
        headers: z.looseObject({ [WEBHOOK_SIGNATURE_HEADER]: z.string().max(2000) }),
        body: z.string(),
        response: { 200: WebhookReply },
      },
      bodyLimit: 65_536,
      config: {
        csrfExempt:
          'The payment provider calls it server to server with no browser session; the Bk-Signature HMAC authenticates it.',
      },
    },
    async (request) => {
      const result = await applyPaymentWebhook(webhook, {
        rawBody: request.body,
        signature: request.headers[WEBHOOK_SIGNATURE_HEADER],
      });
      const { outcome } = valueOr(result, webhookError);
      return { received: true as const, outcome };
    },
  );

  app.get(
    '/game-activation',
    {
      schema: {
        tags: ['payment'],
        querystring: PaymentReturnQuery,
        response: { 200: GameActivationReply },
      },
      // Before validation, so a guest gets 401 whatever the link holds.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const result = await verifyPaymentReturn(activation, {
        userId: user.id,
        query: request.query,
      });
      // Set before the refusal is thrown, so that answer is not cached either.
      reply.header('cache-control', 'no-store');
      return valueOr(result, gameActivationError);
    },
  );
};
