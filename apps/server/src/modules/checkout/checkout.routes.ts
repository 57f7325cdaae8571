import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaymentIntentBody,
  CreatePaymentIntentHeaders,
  CreatePaymentIntentReply,
  IDEMPOTENCY_HEADER,
} from '@store/shared/schemas/checkout';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { checkoutError } from './checkout.errors';
import { createPaymentFailureThrottle } from './checkout-throttle';
import { createPaymentIntent, type CheckoutContext } from './checkout.service';

/** /api/v1/payment: starting the signed-in customer's checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ ctx: CheckoutContext }> = async (
  app,
  { ctx },
) => {
  const throttle = createPaymentFailureThrottle(ctx.limiter);

  app.put(
    '/create-payment-intent',
    {
      schema: {
        tags: ['payment'],
        headers: CreatePaymentIntentHeaders,
        body: CreatePaymentIntentBody,
        response: { 200: CreatePaymentIntentReply },
      },
      // A full cart is about 2 KB; anything far larger is refused before it is parsed.
      bodyLimit: 16_384,
      // Before validation, so a guest gets 401 and a throttled customer 429 whatever they sent.
      preValidation: async (request) => {
        valueOr(await throttle.refuseIfBlocked(requireUser(request).user.id), checkoutError);
      },
      onSend: throttle.countFailure,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const result = await createPaymentIntent(ctx, {
        user,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        lines: request.body.lines,
        currency: request.locale.currency,
        ip: request.ip,
        referral: request.referral,
      });
      const intent = valueOr(result, checkoutError);
      reply.header('cache-control', 'no-store');
      return intent;
    },
  );
};
