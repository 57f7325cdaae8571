import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Other session cookies as this request leaves them (see `noteCsrfSessionCookie`). */
    csrfSessionCookies: Map<string, string | null> | null;
  }
}

/**
 * Tells the CSRF guard that this reply sets (or, with null, clears) one of its other session
 * cookies, so the token it hands back is bound to the session as the browser will hold it.
 */
export function noteCsrfSessionCookie(
  request: FastifyRequest,
  name: string,
  value: string | null,
): void {
  request.csrfSessionCookies ??= new Map();
  request.csrfSessionCookies.set(name, value);
}
