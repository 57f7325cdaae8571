import { createHmac } from 'node:crypto';
import type {} from 'fastify';

/** A referral code a request carries, with its client's address tagged for the IP limit. */
export type ReferralClaim = { code: string; ipTag: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The live referral cookie's code with the client's tag; null without one. */
    referral: ReferralClaim | null;
  }
}

/**
 * The client's address as the referral programme keeps it: an HMAC under the store's
 * secret, so referrals can be counted per address without the address being stored.
 */
export function referralIpTag(secret: Buffer, ip: string): string {
  return createHmac('sha256', secret).update(`referral-ip:${ip}`).digest('base64url');
}
