import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SessionInfo,
  SuccessReply,
  UpdateLanguageBody,
  UpdateLanguageReply,
  UpdatePasswordBody,
  UpdateSettingsBody,
  UpdateSettingsReply,
  User,
  VerifyEmailBody,
} from '@store/shared/schemas/auth';
import { valueOr } from '../../lib/http-errors';
import { SERVER_MESSAGES } from '../../lib/messages/customer-messages';
import { translateMessage } from '../../lib/messages/translate-message';
import { clearSessionCookie, requireUser } from '../sessions/session-guard';
import { requestMeta } from './request-meta';
import { endOtherSessions, endSession, listSessions } from '../sessions/sessions.service';
import type { AccountContext } from './account-context';
import { sendVerificationCode, verifyEmailCode } from './email-verification.service';
import { presentUser } from './user-presenter';
import { usersError } from './users.errors';
import { findUserById } from './users.repository';
import { changePassword, chooseLanguage, getOwnUser, updateSettings } from './users.service';

const VerifyReply = z.object({ success: z.literal(true), user: User });

/** /api/v1/users: the signed-in customer's own account. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.post(
    '/verify-email',
    { schema: { tags: ['users'], body: VerifyEmailBody, response: { 200: VerifyReply } } },
    async (request) => {
      const { user } = requireUser(request);
      valueOr(await verifyEmailCode(ctx, user, request.body.verificationCode), usersError);
      const fresh = (await findUserById(ctx.db, user.id)) ?? user;
      return { success: true as const, user: presentUser(fresh) };
    },
  );

  app.post(
    '/resend-verification',
    { schema: { tags: ['users'], response: { 200: SuccessReply } } },
    async (request) => {
      const { user } = requireUser(request);
      const options = { first: false, language: requestMeta(request).language };
      valueOr(await sendVerificationCode(ctx, user, options), usersError);
      const message = translateMessage(SERVER_MESSAGES.codeSent, request.language);
      return { success: true as const, message };
    },
  );

  app.patch(
    '/settings',
    {
      schema: { tags: ['users'], body: UpdateSettingsBody, response: { 200: UpdateSettingsReply } },
    },
    async (request, reply) => {
      const { user, session } = requireUser(request);
      const saved = valueOr(
        await updateSettings(ctx, user, request.body, requestMeta(request)),
        usersError,
      );
      // The spec has the customer sign in again after changing settings.
      await endSession(ctx.db, session.id);
      clearSessionCookie(reply);
      request.auth = null;
      request.authVia = null;
      return {
        success: true as const,
        user: presentUser(saved.user),
        ...(saved.pendingEmail ? { pendingEmail: saved.pendingEmail } : {}),
      };
    },
  );

  app.put(
    '/me/language',
    {
      schema: {
        tags: ['users'],
        description:
          'Keeps the language chosen in the footer for mails, texts and invoices; the ' +
          'customer stays signed in.',
        body: UpdateLanguageBody,
        response: { 200: UpdateLanguageReply },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return { language: await chooseLanguage(ctx, user, request.body.language) };
    },
  );

  app.post(
    '/update-password',
    { schema: { tags: ['users'], body: UpdatePasswordBody, response: { 200: SuccessReply } } },
    async (request) => {
      const { user, session } = requireUser(request);
      valueOr(await changePassword(ctx, user, session.id, request.body), usersError);
      return { success: true as const };
    },
  );

  app.get(
    '/sessions',
    { schema: { tags: ['users'], response: { 200: z.array(SessionInfo) } } },
    async (request) => {
      const { user, session } = requireUser(request);
      return (await listSessions(ctx.db, user.id)).map((s) => ({
        _id: s.id.slice(0, 16),
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        userAgent: s.userAgent,
        ip: s.ip,
        current: s.id === session.id,
      }));
    },
  );

  app.post(
    '/sessions/revoke-others',
    { schema: { tags: ['users'], response: { 200: SuccessReply } } },
    async (request) => {
      const { user, session } = requireUser(request);
      await endOtherSessions(ctx.db, user.id, session.id);
      return { success: true as const };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        params: z.object({ id: z.string().max(32) }),
        response: { 200: User },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return presentUser(valueOr(await getOwnUser(ctx, user, request.params.id), usersError));
    },
  );
};
