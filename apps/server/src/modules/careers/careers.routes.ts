import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAREERS_MESSAGES,
  CareerPosition,
  FormReply,
  JobApplicationBody,
} from '@store/shared/schemas/contact';
import { valueOr } from '../../lib/http-errors';
import { translateMessage } from '../../lib/messages/translate-message';
import { careersError } from './careers.errors';
import { applyForPosition, listOpenPositions, type CareersContext } from './careers.service';

/** /api/v1/careers: open positions and applications to them. */
export const careersRoutes: FastifyPluginAsyncZod<{ ctx: CareersContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/positions',
    { schema: { tags: ['careers'], response: { 200: z.array(CareerPosition) } } },
    async () => listOpenPositions(ctx),
  );

  app.post(
    '/apply',
    {
      schema: { tags: ['careers'], body: JobApplicationBody, response: { 201: FormReply } },
      // A full message of multi-byte text fits; anything larger is refused before parsing.
      bodyLimit: 65_536,
    },
    async (request, reply) => {
      valueOr(await applyForPosition(ctx, request.body, { ip: request.ip }), careersError);
      return reply
        .code(201)
        .send({ message: translateMessage(CAREERS_MESSAGES.applied, request.language) });
    },
  );
};
