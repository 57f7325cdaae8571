import type { FastifyRequest } from 'fastify';
import { languageForRegion, parseLanguage } from '@store/shared/rules/region-language';
import type { RequestMeta } from './account-context';

/** Address, browser and preferred language of a request, for records and e-mails. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const accept = request.headers['accept-language']?.slice(0, 2);
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: parseLanguage(accept) ?? languageForRegion(request.locale.region),
    referral: request.referral,
  };
}
