import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The store's security headers: Helmet's defaults with a Content-Security-Policy of its own. */
const STORE_HELMET: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers Helmet sets for these options. They depend on nothing in the request, so they
 * are worked out once: Helmet's middleware, as the Fastify plugin calls it, parses the whole
 * policy again on every request, which cost about a seventh of a cached catalogue answer.
 */
export function helmetHeaders(
  options: Readonly<HelmetOptions> = STORE_HELMET,
): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure instanceof Error) throw failure;
  if (failure) throw new Error('Helmet refused the security header options');
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}

/** Every reply carries the store's security headers (Helmet's, worked out once). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
