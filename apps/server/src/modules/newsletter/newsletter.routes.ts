import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FormReply,
  NEWSLETTER_MESSAGES,
  NewsletterSubscribeBody,
} from '@store/shared/schemas/contact';
import { valueOr } from '../../lib/http-errors';
import { translateMessage } from '../../lib/messages/translate-message';
import { newsletterError } from './newsletter.errors';
import { subscribeToNewsletter, type NewsletterContext } from './newsletter.service';

/** /api/v1/email: newsletter sign-up for guests and customers. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: NewsletterContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/subscribe',
    {
      schema: { tags: ['newsletter'], body: NewsletterSubscribeBody, response: { 201: FormReply } },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const subscriber = { ip: request.ip, userId: request.auth?.user.id ?? null };
      valueOr(await subscribeToNewsletter(ctx, request.body, subscriber), newsletterError);
      const message = translateMessage(NEWSLETTER_MESSAGES.subscribed, request.language);
      return reply.code(201).send({ message });
    },
  );
};
