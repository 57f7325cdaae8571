import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import type { Language } from '@store/shared/constants';
import {
  AccountLinkRequestBody,
  ConsumeSignInLinkBody,
  ResetPasswordBody,
} from '@store/shared/schemas/account-recovery';
import { AuthReply, SuccessReply } from '@store/shared/schemas/auth';
import { valueOr } from '../../lib/http-errors';
import { translateMessage } from '../../lib/messages/translate-message';
import { clearSessionCookie } from '../sessions/session-guard';
import type { AccountContext } from '../users/account-context';
import { redeemSignInLink, resetPassword, sendAccountLink } from './account-recovery.service';
import { authError } from './auth.errors';
import { signIn } from './auth.routes';
import { requestMeta } from '../users/request-meta';

const limits = { bodyLimit: 4_096 };

/** The same answer whether or not the address has an account, in the request's language. */
function linkSent(language: Language) {
  return {
    success: true as const,
    message: translateMessage(RECOVERY_MESSAGES.linkSent, language),
  };
}

/** /api/v1/auth: forgotten passwords and sign-in links sent by e-mail. */
export const accountRecoveryRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/password/forgot',
    {
      schema: { tags: ['auth'], body: AccountLinkRequestBody, response: { 200: SuccessReply } },
      ...limits,
    },
    async (request) => {
      valueOr(
        await sendAccountLink(ctx, 'password-reset', request.body, requestMeta(request)),
        authError,
      );
      return linkSent(request.language);
    },
  );

  app.post(
    '/password/reset',
    {
      schema: { tags: ['auth'], body: ResetPasswordBody, response: { 200: SuccessReply } },
      ...limits,
    },
    async (request, reply) => {
      const { userId } = valueOr(
        await resetPassword(ctx, request.body, requestMeta(request)),
        authError,
      );
      // Every session of the account has ended, this browser's too if it was signed in to it.
      if (request.auth?.user.id === userId) {
        clearSessionCookie(reply);
        request.auth = null;
        request.authVia = null;
      }
      return {
        success: true as const,
        message: translateMessage(RECOVERY_MESSAGES.passwordReset, request.language),
      };
    },
  );

  app.post(
    '/sign-in-link',
    {
      schema: { tags: ['auth'], body: AccountLinkRequestBody, response: { 200: SuccessReply } },
      ...limits,
    },
    async (request) => {
      valueOr(
        await sendAccountLink(ctx, 'sign-in-link', request.body, requestMeta(request)),
        authError,
      );
      return linkSent(request.language);
    },
  );

  app.post(
    '/sign-in-link/consume',
    {
      schema: { tags: ['auth'], body: ConsumeSignInLinkBody, response: { 200: AuthReply } },
      ...limits,
    },
    async (request, reply) => {
      const user = valueOr(
        await redeemSignInLink(ctx, request.body.token, requestMeta(request)),
        authError,
      );
      // signIn also marks this browser as known to the account: the link proved the mailbox.
      return signIn(ctx, request, reply, user);
    },
  );
};
