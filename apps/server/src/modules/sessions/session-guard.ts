import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import { UnauthorizedError } from '../../lib/http-errors';
import { SESSION_ABSOLUTE_MS, type SignedIn } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer and session, or null for a guest. */
    auth: SignedIn | null;
    /** How the request signed in: browsers by the session cookie, API clients by a Bearer access token. */
    authVia: 'cookie' | 'bearer' | null;
  }
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
