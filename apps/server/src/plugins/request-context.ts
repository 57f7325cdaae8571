import type { FastifyInstance } from 'fastify';
import type { Language } from '@store/shared/constants';
import { languageForRegion, languageFromAcceptLanguage } from '@store/shared/rules/region-language';
import type { LocaleResolver, RequestLocale } from '../modules/locale/locale.service';

declare module 'fastify' {
  interface FastifyRequest {
    locale: RequestLocale;
    /**
     * The language the request is answered in: the one its Accept-Language asks for (the web
     * sends the visitor's choice), else the one its region implies (spec section 4).
     */
    language: Language;
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
 * cookies, else EUR and EU) and announces them, with the client IP, on every reply; and the
 * language its answers, mails and invoices are written in.
 */
export function registerRequestContext(app: FastifyInstance, locales: LocaleResolver): void {
  app.decorateRequest('locale', null as unknown as RequestLocale);
  // English until the hook below has read the request (a failure before it answers in English).
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.headers.cookie;
    const locale = locales.resolve({
      currency: readCookie(cookie, 'currency'),
      region: readCookie(cookie, 'region'),
    });
    request.locale = locale;
    request.language =
      languageFromAcceptLanguage(request.headers['accept-language']) ??
      languageForRegion(locale.region);
    reply.header('x-currency', locale.currency.code);
    reply.header('x-region', locale.region);
    reply.header('x-user-ip', request.ip);
  });
}
