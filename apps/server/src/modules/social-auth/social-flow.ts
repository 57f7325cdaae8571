import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES } from '@store/shared/constants';

/** A social sign-in may take this long between leaving for the provider and coming back. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000;
export const SOCIAL_FLOW_COOKIE = 'social_flow';

/**
 * What the callback must check, where it goes on and, for a link, whose account it joins: kept
 * sealed in the browser meanwhile.
 */
export const SocialFlow = z.object({
  provider: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string().optional(),
  redirectUrl: z.string(),
  referralCode: z.string().optional(),
  /** The language of the page that started it, which the account keeps (users.language). */
  language: z.enum(LANGUAGES).optional(),
  /**
   * Set when the flow links the provider account to this signed-in customer rather than
   * signing in; the callback finishes it only in that customer's session.
   */
  linkToUserId: z.number().int().positive().optional(),
  expiresAt: z.number(),
});
export type SocialFlow = z.infer<typeof SocialFlow>;

/** GCM's full tag; set on both sides so a shorter one is refused, never checked as a prefix. */
const TAG_BYTES = 16;

// Its own key, so a sealed flow can never be mistaken for anything else the secret signs.
const flowKey = (secret: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'bigkeys social sign-in flow', 32));

/** Encrypts and authenticates a flow (AES-256-GCM) into a cookie value. */
export function sealSocialFlow(secret: Buffer, flow: SocialFlow): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', flowKey(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(flow.provider));
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The flow sealed for this provider, or undefined when missing, altered, foreign or expired. */
export function openSocialFlow(
  secret: Buffer,
  provider: string,
  sealed: string | undefined,
  now = Date.now(),
): SocialFlow | undefined {
  if (!sealed) return undefined;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 12 + TAG_BYTES + 1) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', flowKey(secret), raw.subarray(0, 12), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(provider));
    decipher.setAuthTag(raw.subarray(12, 12 + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(12 + TAG_BYTES)), decipher.final()]);
    const flow = SocialFlow.parse(JSON.parse(text.toString('utf8')));
    return flow.provider === provider && flow.expiresAt > now ? flow : undefined;
  } catch {
    return undefined;
  }
}
