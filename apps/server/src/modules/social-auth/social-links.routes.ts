import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SocialProviderId } from '@store/shared/schemas/social-auth';
import { SocialAccountsReply, SocialLinkStartReply } from '@store/shared/schemas/social-links';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import type { AccountContext } from '../users/account-context';
import { setFlowCookie } from './social-flow-cookie';
import { socialLinkError } from './social-links.errors';
import { beginSocialLink, listSocialAccounts, unlinkSocialAccount } from './social-links.service';
import type { SocialSignIns } from './social-providers';

const ProviderParams = z.object({ provider: SocialProviderId });

/**
 * /api/v1/users/social-accounts: the signed-in customer's linked sign-in providers, starting a
 * link (the browser then goes to the provider, and comes back through the sign-in callback),
 * and removing one.
 */
export const socialLinkRoutes: FastifyPluginAsyncZod<{
  ctx: AccountContext;
  providers: SocialSignIns;
}> = async (app, { ctx, providers }) => {
  app.get(
    '/social-accounts',
    { schema: { tags: ['users'], response: { 200: SocialAccountsReply } } },
    async (request) => listSocialAccounts(ctx.db, providers, requireUser(request).user),
  );

  // A POST rather than a link to follow: another site cannot start a link in the customer's
  // browser, since it cannot send the CSRF header.
  app.post(
    '/social-accounts/:provider/link',
    {
      schema: {
        tags: ['users'],
        params: ProviderParams,
        response: { 200: SocialLinkStartReply },
      },
    },
    async (request, reply) => {
      const signedIn = requireUser(request);
      const { provider: id } = request.params;
      const provider = providers.find(id);
      if (!provider) throw socialLinkError({ reason: 'provider-unavailable' });
      const started = await beginSocialLink(ctx, provider, signedIn);
      if (!started.ok && 'cause' in started.failure) {
        request.log.warn(
          { err: started.failure.cause, provider: id },
          'Social link could not start',
        );
      }
      const { url, sealedFlow } = valueOr(started, socialLinkError);
      setFlowCookie(request, reply, provider, sealedFlow);
      reply.header('cache-control', 'no-store');
      return { url: url.href };
    },
  );

  app.delete(
    '/social-accounts/:provider',
    { schema: { tags: ['users'], params: ProviderParams, response: { 200: SocialAccountsReply } } },
    async (request) => {
      const { user } = requireUser(request);
      return valueOr(
        await unlinkSocialAccount(ctx, providers, user.id, request.params.provider),
        socialLinkError,
      );
    },
  );
};
