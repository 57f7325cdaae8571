import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { Language } from '@store/shared/constants';
import {
  AuthReply,
  LoginBody,
  RegisterBody,
  RegisterReply,
  RegisterVerifyBody,
  SuccessReply,
} from '@store/shared/schemas/auth';
import { valueOr } from '../../lib/http-errors';
import { translateMessage } from '../../lib/messages/translate-message';
import { clearSessionCookie, requireUser, setSessionCookie } from '../sessions/session-guard';
import { issueAccessToken } from '../sessions/access-token';
import { endSession, startSessionIfUnchanged } from '../sessions/sessions.service';
import type { AccountContext } from '../users/account-context';
import { presentUser } from '../users/user-presenter';
import { rememberLanguage, type UserRow } from '../users/users.repository';
import { authError } from './auth.errors';
import { authenticate, registerCustomer } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, issueDeviceToken } from './device-token';
import { verifyRegistration } from './registration.service';
import { requestMeta } from '../users/request-meta';

/**
 * The reply of every sign-in and of GET /auth/me: the customer's flags and, with a session, a
 * short-lived access token for API clients and the socket (as `token` and `accessToken`).
 * Never the session token: that stays in the httpOnly cookie, out of reach of page scripts.
 */
export function authReply(user: UserRow, accessToken?: string): AuthReply {
  const presented = presentUser(user);
  return {
    ...(accessToken ? { token: accessToken, accessToken } : {}),
    user: presented,
    emailVerified: presented.emailVerified,
    identityRequireCheck: presented.identityRequireCheck,
    hasMissingInfo: presented.hasMissingInfo,
  };
}

/**
 * Starts a fresh session (ending the one the request came with), sets its cookie and keeps
 * the language the customer signed in with (the request's, unless the way in knew it better).
 */
export async function signIn(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  language: Language = request.language,
) {
  // Every way in (password, mailed link or code, social provider) ends here: a locked account
  // learns why it is refused, once it has proved who it is.
  if (user.lockedAt) throw authError({ reason: 'account-locked' });
  if (request.auth) await endSession(ctx.db, request.auth.session.id);
  const meta = requestMeta(request);
  // Refused when the password or verification changed since they were checked: a takeover of
  // the account must not leave behind a session that was signing in at that moment.
  const started = await startSessionIfUnchanged(ctx.db, user.id, meta, user);
  if (!started) throw authError({ reason: 'invalid-credentials' });
  const { token, session } = started;
  setSessionCookie(request, reply, token);
  // Whatever proved who this is (password, mailed link or code, social provider), the browser
  // is known to the account from now on and out of strangers' throttling (login-throttle.ts).
  reply.setCookie(
    DEVICE_COOKIE,
    issueDeviceToken(ctx.secret, user.email, request.cookies[DEVICE_COOKIE]),
    {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/api/v1/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    },
  );
  await rememberLanguage(ctx.db, user.id, language);
  const signedIn = { ...user, language };
  request.auth = { session, user: signedIn };
  request.authVia = 'cookie';
  return authReply(signedIn, issueAccessToken(ctx.secret, session));
}

/** /api/v1/auth: register, sign in, who am I, sign out. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        description:
          'Answers 202 alike for a new address and for one with an account, and signs nobody ' +
          'in: a new account gets a 6-digit code by e-mail (see /auth/register/verify), an ' +
          'existing one a notice to its owner.',
        body: RegisterBody,
        response: { 202: RegisterReply },
      },
      bodyLimit: 16_384,
    },
    async (request, reply) => {
      valueOr(await registerCustomer(ctx, request.body, requestMeta(request)), authError);
      return reply.code(202).send({
        success: true as const,
        message: translateMessage(AUTH_MESSAGES.registrationReceived, request.language),
      });
    },
  );

  app.post(
    '/register/verify',
    {
      schema: {
        tags: ['auth'],
        description: 'The code mailed at registration verifies the address and signs in.',
        body: RegisterVerifyBody,
        response: { 200: AuthReply },
      },
      bodyLimit: 8_192,
    },
    async (request, reply) => {
      const user = valueOr(await verifyRegistration(ctx, request.body), authError);
      return signIn(ctx, request, reply, user);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        description:
          'Signs in: sets the httpOnly session cookie and answers a 15-minute access token ' +
          '(`token`, `accessToken`) for `Authorization: Bearer` and the socket.',
        body: LoginBody,
        response: { 200: AuthReply },
      },
      bodyLimit: 8_192,
    },
    async (request, reply) => {
      const user = valueOr(
        await authenticate(ctx, request.body, requestMeta(request), request.cookies[DEVICE_COOKIE]),
        authError,
      );
      return signIn(ctx, request, reply, user);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        description:
          'The signed-in customer, their flags (identityRequireCheck among them) and a fresh ' +
          'access token (`token`, `accessToken`) valid for 15 minutes while the session lives.',
        response: { 200: AuthReply },
      },
    },
    async (request, reply) => {
      const { user, session } = requireUser(request);
      // It carries a credential: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return authReply(user, issueAccessToken(ctx.secret, session));
    },
  );

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
