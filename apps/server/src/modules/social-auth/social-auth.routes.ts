import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SOCIAL_LOGIN_ERROR_PATH,
  SOCIAL_LOGIN_LOCKED_PATH,
  SocialProvider,
} from '@store/shared/schemas/social-auth';
import { socialLinkReturnPath } from '@store/shared/schemas/social-links';
import { parseLanguage } from '@store/shared/rules/region-language';
import { signIn } from '../auth/auth.routes';
import { requestMeta } from '../users/request-meta';
import type { AccountContext } from '../users/account-context';
import { safeRedirectUrl } from './safe-redirect';
import { SOCIAL_SIGN_IN_FAILURES, unknownProviderError } from './social-auth.errors';
import {
  beginSocialSignIn,
  completeSocialSignIn,
  type SocialSignInResult,
} from './social-auth.service';
import { SOCIAL_FLOW_COOKIE, openSocialFlow, type SocialFlow } from './social-flow';
import { clearFlowCookie, setFlowCookie } from './social-flow-cookie';
import { SOCIAL_LINK_FAILURE_LOG, socialLinkCode } from './social-links.errors';
import { completeSocialLink } from './social-links.service';
import type { SocialSignIn, SocialSignIns } from './social-providers';

const ProviderParams = z.object({ provider: z.string().max(32) });
const StartQuery = z.object({
  redirectUrl: z.string().optional(),
  // Part of the spec's call; the region already travels in its cookie, so nothing reads it here.
  region: z.string().optional(),
  referralCode: z.string().optional(),
  /** The language the visitor chose, which a new account takes and a sign-in keeps. */
  lang: z.string().max(16).optional(),
});

function findProvider(providers: SocialSignIns, id: string): SocialSignIn {
  const provider = providers.find(id);
  if (!provider) throw unknownProviderError();
  return provider;
}

// Browsers arrive here by navigation, so a failure is a page to land on, not a JSON error.
const toLoginError = (reply: FastifyReply): FastifyReply => reply.redirect(SOCIAL_LOGIN_ERROR_PATH);

/**
 * /api/v1/auth: the configured social sign-ins, the way out to one, and the way back (for a
 * sign-in, or for linking an account started on the security page).
 */
export const socialAuthRoutes: FastifyPluginAsyncZod<{
  ctx: AccountContext;
  providers: SocialSignIns;
}> = async (app, { ctx, providers }) => {
  /** Back from the provider in link mode: to the security page, saying how it went. */
  const finishLink = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: { provider: SocialSignIn; flow: SocialFlow; currentUrl: URL },
  ): Promise<FastifyReply> => {
    const { provider } = input;
    let linked: Awaited<ReturnType<typeof completeSocialLink>>;
    try {
      linked = await completeSocialLink(ctx, provider, { ...input, signedIn: request.auth });
    } catch (error) {
      request.log.error({ err: error, provider: provider.id }, 'Social link failed');
      return reply.redirect(socialLinkReturnPath(provider.id, 'LINK_FAILED'));
    }
    if (linked.ok) return reply.redirect(socialLinkReturnPath(provider.id, null));
    const { failure } = linked;
    const message = `Social link refused: ${SOCIAL_LINK_FAILURE_LOG[failure.reason]}`;
    // A provider account that is taken or already there is the customer's mistake, not ours.
    if (failure.reason === 'account-taken' || failure.reason === 'already-linked') {
      request.log.info({ provider: provider.id }, message);
    } else {
      const cause = 'cause' in failure ? failure.cause : undefined;
      request.log.warn({ err: cause, provider: provider.id }, message);
    }
    return reply.redirect(socialLinkReturnPath(provider.id, socialLinkCode(failure)));
  };

  app.get(
    '/providers',
    { schema: { tags: ['auth'], response: { 200: z.array(SocialProvider) } } },
    async () => providers.list(),
  );

  app.get(
    '/:provider',
    { schema: { tags: ['auth'], params: ProviderParams, querystring: StartQuery } },
    async (request, reply) => {
      const provider = findProvider(providers, request.params.provider);
      const { redirectUrl, referralCode } = request.query;
      reply.header('cache-control', 'no-store');
      let started: Awaited<ReturnType<typeof beginSocialSignIn>>;
      try {
        started = await beginSocialSignIn(ctx, provider, {
          redirectUrl: safeRedirectUrl(redirectUrl, ctx.publicUrl),
          // The link's code, else the referral cookie's.
          referralCode: referralCode?.trim() || request.referral?.code,
          language: parseLanguage(request.query.lang) ?? request.language,
        });
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'Social sign-in could not start');
        return toLoginError(reply);
      }
      setFlowCookie(request, reply, provider, started.sealedFlow);
      return reply.redirect(started.url.href);
    },
  );

  app.get(
    '/:provider/callback',
    { schema: { tags: ['auth'], params: ProviderParams } },
    async (request, reply) => {
      const provider = findProvider(providers, request.params.provider);
      const flow = openSocialFlow(ctx.secret, provider.id, request.cookies[SOCIAL_FLOW_COOKIE]);
      clearFlowCookie(reply, provider);
      reply.header('cache-control', 'no-store');
      const at = request.url.indexOf('?');
      // The URL the provider was told to return to, with what it answered there.
      const currentUrl = new URL(at === -1 ? '' : request.url.slice(at), provider.callbackUrl);
      // One callback per provider is registered with it: linking comes back here too.
      if (flow?.linkToUserId !== undefined) {
        return finishLink(request, reply, { provider, flow, currentUrl });
      }
      let result: SocialSignInResult;
      try {
        const { language, ip } = requestMeta(request);
        result = await completeSocialSignIn(ctx, provider, {
          flow,
          currentUrl,
          language,
          ip,
        });
        if (result.ok && !result.value.user.lockedAt) {
          await signIn(ctx, request, reply, result.value.user, result.value.language);
        }
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'Social sign-in failed');
        return toLoginError(reply);
      }
      // A locked account is refused, as every way in refuses it; the customer proved who they
      // are, so the login page tells them why (an expected case, not an error).
      if (result.ok && result.value.user.lockedAt) {
        request.log.info({ provider: provider.id }, 'Social sign-in into a locked account');
        return reply.redirect(SOCIAL_LOGIN_LOCKED_PATH);
      }
      if (result.ok) return reply.redirect(result.value.redirectUrl);
      const { failure } = result;
      request.log.warn(
        { err: 'cause' in failure ? failure.cause : undefined, provider: provider.id },
        `Social sign-in failed: ${SOCIAL_SIGN_IN_FAILURES[failure.reason]}`,
      );
      return toLoginError(reply);
    },
  );
};
