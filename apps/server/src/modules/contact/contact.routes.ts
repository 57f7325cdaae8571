import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, ContactMessageBody, FormReply } from '@store/shared/schemas/contact';
import { valueOr } from '../../lib/http-errors';
import { translateMessage } from '../../lib/messages/translate-message';
import { contactError } from './contact.errors';
import { sendContactMessage, type ContactContext } from './contact.service';

/** POST /api/v1/contact: the contact form, open to guests and customers. */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: ContactContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], body: ContactMessageBody, response: { 201: FormReply } },
      // A full message of multi-byte text fits; anything larger is refused before parsing.
      bodyLimit: 65_536,
    },
    async (request, reply) => {
      const sender = { ip: request.ip, userId: request.auth?.user.id ?? null };
      valueOr(await sendContactMessage(ctx, request.body, sender), contactError);
      return reply
        .code(201)
        .send({ message: translateMessage(CONTACT_MESSAGES.sent, request.language) });
    },
  );
};
