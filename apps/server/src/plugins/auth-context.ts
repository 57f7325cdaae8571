import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import type { Db } from '../db/types';
import { UnauthorizedError } from '../lib/http-errors';
// The request's `auth` and `authVia` are declared beside the guard that reads them.
import type {} from '../modules/sessions/session-guard';
import { resolveAccessToken, resolveSession } from '../modules/sessions/sessions.service';

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
