import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_FLOW_COOKIE, SOCIAL_FLOW_TTL_MS } from './social-flow';
import type { SocialSignIn } from './social-providers';

// The flow cookie goes only to its own provider's callback, wherever PUBLIC_URL mounts it.
const flowCookiePath = (provider: SocialSignIn): string => new URL(provider.callbackUrl).pathname;

/** Hands the browser the sealed flow of a sign-in or link on its way to the provider. */
export function setFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialSignIn,
  sealedFlow: string,
): void {
  reply.setCookie(SOCIAL_FLOW_COOKIE, sealedFlow, {
    httpOnly: true,
    // Lax still comes along on the provider's top-level redirect back to the callback.
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: flowCookiePath(provider),
    maxAge: SOCIAL_FLOW_TTL_MS / 1000,
  });
}

/** The callback spends the flow whatever comes of it. */
export function clearFlowCookie(reply: FastifyReply, provider: SocialSignIn): void {
  reply.clearCookie(SOCIAL_FLOW_COOKIE, { path: flowCookiePath(provider) });
}
