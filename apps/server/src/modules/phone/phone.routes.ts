import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmPhoneBody,
  PhoneCodeReply,
  PhoneReply,
  RequestPhoneCodeBody,
} from '@store/shared/schemas/phone';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { presentUser } from '../users/user-presenter';
import { phoneError } from './phone.errors';
import {
  confirmPhoneCode,
  removePhoneNumber,
  requestPhoneCode,
  type PhoneContext,
} from './phone.service';

/** /api/v1/users/me/phone…: the signed-in customer's mobile number for text messages. */
export const phoneRoutes: FastifyPluginAsyncZod<{ ctx: PhoneContext }> = async (app, { ctx }) => {
  app.post(
    '/phone/code',
    {
      schema: { tags: ['users'], body: RequestPhoneCodeBody, response: { 200: PhoneCodeReply } },
    },
    async (request) => {
      const { user } = requireUser(request);
      const sent = valueOr(await requestPhoneCode(ctx, user, request.body), phoneError);
      return { success: true as const, phone: sent.phone, expiresAt: sent.expiresAt.toISOString() };
    },
  );

  app.post(
    '/phone/confirm',
    { schema: { tags: ['users'], body: ConfirmPhoneBody, response: { 200: PhoneReply } } },
    async (request) => {
      const { user } = requireUser(request);
      const saved = valueOr(await confirmPhoneCode(ctx, user, request.body), phoneError);
      return { success: true as const, user: presentUser(saved) };
    },
  );

  app.delete(
    '/phone',
    { schema: { tags: ['users'], response: { 200: PhoneReply } } },
    async (request) => {
      const { user } = requireUser(request);
      const saved = valueOr(await removePhoneNumber(ctx, user), phoneError);
      return { success: true as const, user: presentUser(saved) };
    },
  );
};
