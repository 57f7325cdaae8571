import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SOCIAL_LOGIN_ERROR_PATH,
  SOCIAL_LOGIN_LOCKED_PATH,
  SocialProvider,
} from '@store/shared/schemas/social-auth';
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
import { SOCIAL_FLOW_COOKIE, SOCIAL_FLOW_TTL_MS } from './social-flow';
import type { SocialSignIn, SocialSignIns } from './social-providers';

const ProviderParams = z.object({ provider: z.string().max(32) });
const StartQuery = z.object({
  redirectUrl: z.string().optional(),
  // Part of the spec's call; the region already travels in its cookie, so nothing reads it here.
  region: z.string().optional(),
  referralCode: z.string().optional(),
});

// The flow cookie goes only to its own provider's callback, wherever PUBLIC_URL mounts it.
const flowCookiePath = (provider: SocialSignIn): string => new URL(provider.callbackUrl).pathname;

function findProvider(providers: SocialSignIns, id: string): SocialSignIn {
  const provider = providers.find(id);
  if (!provider) throw unknownProviderError();
  return provider;
}

// Browsers arrive here by navigation, so a failure is a page to land on, not a JSON error.
const toLoginError = (reply: FastifyReply): FastifyReply => reply.redirect(SOCIAL_LOGIN_ERROR_PATH);

/** /api/v1/auth: the configured social sign-ins, the way out to one, and the way back. */
export const socialAuthRoutes: FastifyPluginAsyncZod<{
  ctx: AccountContext;
  providers: SocialSignIns;
}> = async (app, { ctx, providers }) => {
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
        });
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'Social sign-in could not start');
        return toLoginError(reply);
      }
      reply.setCookie(SOCIAL_FLOW_COOKIE, started.sealedFlow, {
        httpOnly: true,
        // Lax still comes along on the provider's top-level redirect back to the callback.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: flowCookiePath(provider),
        maxAge: SOCIAL_FLOW_TTL_MS / 1000,
      });
      return reply.redirect(started.url.href);
    },
  );

  app.get(
    '/:provider/callback',
    { schema: { tags: ['auth'], params: ProviderParams } },
    async (request, reply) => {
      const provider = findProvider(providers, request.params.provider);
      const sealedFlow = request.cookies[SOCIAL_FLOW_COOKIE];
      reply.clearCookie(SOCIAL_FLOW_COOKIE, { path: flowCookiePath(provider) });
      reply.header('cache-control', 'no-store');
      const at = request.url.indexOf('?');
      // The URL the provider was told to return to, with what it answered there.
      const currentUrl = new URL(at === -1 ? '' : request.url.slice(at), provider.callbackUrl);
      let result: SocialSignInResult;
      try {
        const { language, ip } = requestMeta(request);
        result = await completeSocialSignIn(ctx, provider, {
          sealedFlow,
          currentUrl,
          language,
          ip,
        });
        if (result.ok && !result.value.user.lockedAt) {
          await signIn(ctx, request, reply, result.value.user);
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
