import type {} from '@fastify/cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { CSRF_COOKIE, CSRF_HEADER } from '@store/shared/schemas/auth';
import type {} from '../lib/csrf-session-cookies';
import { ForbiddenError } from '../lib/http-errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why a data-changing route is called without a browser session, so needs no CSRF token
     * (for example: a payment provider's signed webhook). Such a route must authenticate its
     * caller some other way; the reason is required so an exemption is always deliberate.
     */
    csrfExempt?: string;
  }
  interface FastifyRequest {
    /**
     * The reply is the same for every visitor (a catalogue answer from the cache): it sets no
     * cookie, as a reply a shared cache may keep must not. Pages and every other API reply
     * hand out the token.
     */
    sharedReply: boolean;
  }
}

/**
 * Double-submit CSRF protection: the server sets a readable cookie holding a token
 * signed for the current session; every data-changing request must echo it in a header.
 * A request authenticated by a Bearer header carries no ambient credentials and is exempt,
 * as is a route that states a `csrfExempt` reason in its config.
 */
export function registerCsrf(
  app: FastifyInstance,
  secret: Buffer,
  /**
   * Session cookies besides the customer's (the back office's): a token is bound to them
   * too, so one planted before a staff sign-in is worthless after it.
   */
  sessionCookies: readonly string[] = [],
): void {
  /** What a token is bound to: the customer's session or guest state, and any other session. */
  const bindingOf = (request: FastifyRequest): string => {
    let binding = request.auth?.session.id ?? 'guest';
    for (const name of sessionCookies) {
      const noted = request.csrfSessionCookies?.get(name);
      const value = noted === undefined ? request.cookies[name] : noted;
      if (value) binding += `|${name}=${value}`;
    }
    return binding;
  };
  const sign = (binding: string, nonce: string): string =>
    createHmac('sha256', secret).update(`${binding}.${nonce}`).digest('base64url');
  const issue = (binding: string): string => {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${sign(binding, nonce)}`;
  };
  const isValid = (token: string | undefined, binding: string): boolean => {
    const [nonce, signature, extra] = token?.split('.') ?? [];
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(sign(binding, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  app.decorateRequest('csrfSessionCookies', null);
  app.decorateRequest('sharedReply', false);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || request.authVia === 'bearer') return;
    if (request.routeOptions.config.csrfExempt) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || header !== cookie || !isValid(header, bindingOf(request))) {
      throw new ForbiddenError(AUTH_MESSAGES.csrfInvalid, 'EBADCSRFTOKEN');
    }
  });

  // API replies and pages carry a token valid for the session as it is after the request,
  // so signing in or out hands the browser a fresh one at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.authVia === 'bearer' || request.sharedReply) return;
    const current = request.cookies[CSRF_COOKIE];
    if (!request.url.startsWith('/api/')) {
      // Pages do not look up the session, so they cannot judge a token: they only hand
      // one out when the browser has none. API replies replace a stale one.
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!isPage || current) return;
    }
    const binding = bindingOf(request);
    if (isValid(current, binding)) return;
    reply.setCookie(CSRF_COOKIE, issue(binding), {
      httpOnly: false,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
    });
  });
}
