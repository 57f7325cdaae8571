import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import type { Db } from '../db/types';
import { UnauthorizedError } from '../lib/errors';
import {
  resolveAccessToken,
  resolveSession,
  SESSION_ABSOLUTE_MS,
  type SignedIn,
} from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer and session, or null for a guest. */
    auth: SignedIn | null;
    /** How the request signed in: browsers by the session cookie, API clients by a Bearer access token. */
    authVia: 'cookie' | 'bearer' | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Resolves the session of every API request: a Bearer header must hold a live access token
 * (never the session token itself, which only the httpOnly cookie carries); without one, the
 * session cookie. A Bearer header that does not sign in is a 401 at once, so an API client
 * learns that its token expired rather than meeting a guest's answer (a CSRF 403 on a POST).
 */
export function registerAuthContext(app: FastifyInstance, db: Db, secret: Buffer): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authVia', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    if (bearer !== undefined) {
      const signedIn = await resolveAccessToken(db, secret, bearer);
      if (!signedIn) throw new UnauthorizedError();
      request.auth = signedIn;
      request.authVia = 'bearer';
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const signedIn = await resolveSession(db, cookie);
    if (!signedIn) return;
    request.auth = signedIn;
    request.authVia = 'cookie';
  });
}

/** The signed-in customer, or a 401 for a guest. */
export function requireUser(request: FastifyRequest): SignedIn {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** Hands the browser its new session cookie: httpOnly, SameSite=Lax, Secure over HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
