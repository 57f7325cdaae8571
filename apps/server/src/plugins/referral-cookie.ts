import type {} from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { normaliseReferralCode } from '@store/shared/rules/referrals';
import type { Db } from '../db/types';
import { referralIpTag } from '../modules/referrals/referral-claim';
import type { ReferralProgramme } from '../modules/referrals/referral-programme';
import { codeExists } from '../modules/referrals/referrals.repository';

const DAY_SECONDS = 86_400;

/**
 * The referral link's cookie (spec sections 5 and 9). A page opened with `?ref=CODE` sets
 * `bs_referral` from the server, so it works before any script runs: trimmed, ignored when
 * empty or unknown, 60 days, SameSite=Lax, path /. The first valid code wins while its
 * cookie lives: a later link does not replace it. Readable by the page, which sends it with
 * the registration form. Every request then carries the live code as `request.referral`.
 */
export function registerReferralCookie(
  app: FastifyInstance,
  options: { db: Db; programme: ReferralProgramme; secret: Buffer; secure: boolean },
): void {
  const { db, programme, secret } = options;
  app.decorateRequest('referral', null);
  app.addHook('onRequest', async (request, reply) => {
    let code = normaliseReferralCode(request.cookies[programme.cookieName]);
    const query = request.url.indexOf('?');
    if (
      query >= 0 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/')
    ) {
      const offered = normaliseReferralCode(
        new URLSearchParams(request.url.slice(query + 1)).get(programme.queryParam),
      );
      const keep = code !== null && (code === offered || (await codeExists(db, code)));
      if (offered && !keep && (await codeExists(db, offered))) {
        reply.setCookie(programme.cookieName, offered, {
          path: '/',
          maxAge: programme.cookieDays * DAY_SECONDS,
          sameSite: 'lax',
          secure: options.secure,
          httpOnly: false,
        });
        code = offered;
      }
    }
    if (code) request.referral = { code, ipTag: referralIpTag(secret, request.ip) };
  });
}
