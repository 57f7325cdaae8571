import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthReply, LoginBody, RegisterBody, SuccessReply } from '@store/shared/schemas/auth';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth-context';
import { endSession, startSession } from '../sessions/sessions.service';
import type { AccountContext } from '../users/account-context';
import { presentUser } from '../users/user-presenter';
import type { UserRow } from '../users/users.repository';
import { authenticate, registerCustomer } from './auth.service';
import { requestMeta } from './request-meta';

/** The reply of every sign-in: the session token for API clients and the customer's flags. */
export function authReply(user: UserRow, token?: string): AuthReply {
  const presented = presentUser(user);
  return {
    ...(token ? { token, accessToken: token } : {}),
    user: presented,
    emailVerified: presented.emailVerified,
    identityRequireCheck: presented.identityRequireCheck,
    hasMissingInfo: presented.hasMissingInfo,
  };
}

/** Starts a fresh session (ending the one the request came with) and sets its cookie. */
export async function signIn(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  if (request.auth) await endSession(ctx.db, request.auth.session.id);
  const meta = requestMeta(request);
  const { token, session } = await startSession(ctx.db, user.id, meta);
  setSessionCookie(request, reply, token);
  request.auth = { session, user };
  request.authVia = 'cookie';
  return authReply(user, token);
}

/** /api/v1/auth: register, sign in, who am I, sign out. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.post(
    '/register',
    {
      schema: { tags: ['auth'], body: RegisterBody, response: { 201: AuthReply } },
      bodyLimit: 16_384,
    },
    async (request, reply) => {
      const user = await registerCustomer(ctx, request.body, requestMeta(request));
      return reply.code(201).send(await signIn(ctx, request, reply, user));
    },
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: LoginBody, response: { 200: AuthReply } }, bodyLimit: 8_192 },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body, requestMeta(request));
      return signIn(ctx, request, reply, user);
    },
  );

  app.get('/me', { schema: { tags: ['auth'], response: { 200: AuthReply } } }, async (request) => {
    const { user } = requireUser(request);
    return authReply(user);
  });

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: SuccessReply } } },
    async (request, reply) => {
      if (request.auth) await endSession(ctx.db, request.auth.session.id);
      clearSessionCookie(reply);
      request.auth = null;
      request.authVia = null;
      return { success: true as const };
    },
  );
};
