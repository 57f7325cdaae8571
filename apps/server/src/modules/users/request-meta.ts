import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './account-context';

/** Address, browser and preferred language of a request, for records and e-mails. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: request.language,
    referral: request.referral,
  };
}
