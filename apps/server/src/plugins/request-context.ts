import type { FastifyInstance } from 'fastify';
import type { LocaleResolver, RequestLocale } from '../modules/locale/locale.service';

declare module 'fastify' {
  interface FastifyRequest {
    locale: RequestLocale;
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Gives every request its currency and region (from the `currency` and `region`
 * cookies, else EUR and EU) and announces them, with the client IP, on every reply.
 */
export function registerRequestContext(app: FastifyInstance, locales: LocaleResolver): void {
  app.decorateRequest('locale', null as unknown as RequestLocale);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.headers.cookie;
    const locale = locales.resolve({
      currency: readCookie(cookie, 'currency'),
      region: readCookie(cookie, 'region'),
    });
    request.locale = locale;
    reply.header('x-currency', locale.currency.code);
    reply.header('x-region', locale.region);
    reply.header('x-user-ip', request.ip);
  });
}
