import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountLinkBody, EmailChangeReply } from '@store/shared/schemas/auth';
import { valueOr } from '../../lib/http-errors';
import { clearSessionCookie } from '../sessions/session-guard';
import type { AccountContext } from './account-context';
import { confirmEmailChange, undoEmailChange } from './email-change.service';
import { usersError } from './users.errors';

/**
 * /api/v1/users/email: the links mailed for an e-mail change. They work signed out (the token
 * is the credential) and only by POST, so a mail scanner opening the link spends nothing.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/email/confirm',
    {
      schema: {
        tags: ['users'],
        description:
          'Confirms a new e-mail address with the token mailed to it: the address changes ' +
          '(verified) and every other session of the account ends.',
        body: AccountLinkBody,
        response: { 200: EmailChangeReply },
      },
      bodyLimit: 4_096,
    },
    async (request) => {
      const current = request.auth
        ? { userId: request.auth.user.id, sessionId: request.auth.session.id }
        : null;
      const { email } = valueOr(
        await confirmEmailChange(ctx, request.body.token, current),
        usersError,
      );
      return { success: true as const, email };
    },
  );

  app.post(
    '/email/undo',
    {
      schema: {
        tags: ['users'],
        description:
          'Undoes an e-mail change with the token mailed to the old address: the old address ' +
          'comes back and every session of the account ends.',
        body: AccountLinkBody,
        response: { 200: EmailChangeReply },
      },
      bodyLimit: 4_096,
    },
    async (request, reply) => {
      const { userId, email } = valueOr(await undoEmailChange(ctx, request.body.token), usersError);
      if (request.auth?.user.id === userId) {
        clearSessionCookie(reply);
        request.auth = null;
        request.authVia = null;
      }
      return { success: true as const, email };
    },
  );
};
