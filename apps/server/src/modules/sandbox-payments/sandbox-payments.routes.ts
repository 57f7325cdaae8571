import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SandboxChallengeBody,
  SandboxConfirmBody,
  SandboxPaymentParams,
  SandboxPaymentReply,
} from '@store/shared/schemas/payments';
import { valueOr } from '../../lib/http-errors';
import {
  answerSandboxChallenge,
  confirmSandboxPayment,
  type SandboxContext,
} from './sandbox-payments.service';
import { sandboxError } from './sandbox-payments.errors';

// The card form talks to the payment provider, not to the store, so no store session or CSRF
// token is involved: the client secret (confirm) or the one-time challenge id (challenge),
// both known only to the browser that started the payment, authenticates each call.
const PROVIDER_CALL =
  'A payment provider call: the client secret or the one-time challenge id authenticates it.';

/** /api/v1/sandbox/payments: the built-in payment provider's card flow. */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{ ctx: SandboxContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/:intentId/confirm',
    {
      schema: {
        tags: ['sandbox payments'],
        params: SandboxPaymentParams,
        body: SandboxConfirmBody,
        response: { 200: SandboxPaymentReply },
      },
      bodyLimit: 4096,
      config: { csrfExempt: PROVIDER_CALL },
    },
    async (request, reply) => {
      const result = await confirmSandboxPayment(ctx, {
        intentId: request.params.intentId,
        clientSecret: request.body.clientSecret,
        card: request.body.card,
      });
      const payment = valueOr(result, sandboxError);
      reply.header('cache-control', 'no-store');
      return payment;
    },
  );

  app.post(
    '/:intentId/challenge',
    {
      schema: {
        tags: ['sandbox payments'],
        params: SandboxPaymentParams,
        body: SandboxChallengeBody,
        response: { 200: SandboxPaymentReply },
      },
      bodyLimit: 4096,
      config: { csrfExempt: PROVIDER_CALL },
    },
    async (request, reply) => {
      const result = await answerSandboxChallenge(ctx, {
        intentId: request.params.intentId,
        ...request.body,
      });
      const payment = valueOr(result, sandboxError);
      reply.header('cache-control', 'no-store');
      return payment;
    },
  );
};
