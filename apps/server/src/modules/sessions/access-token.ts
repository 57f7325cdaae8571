import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long an access token works; clients ask GET /auth/me for a fresh one. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;

// Longer than any token this module issues; anything longer is not worth a signature check.
const MAX_TOKEN_LENGTH = 512;

/** What an access token names: the session it belongs to, its customer and its expiry. */
const Claims = z
  .object({
    sid: z.string().regex(/^[0-9a-f]{64}$/),
    uid: z.number().int().positive(),
    exp: z.number().int().positive(),
  })
  .strict();
type Claims = z.infer<typeof Claims>;

const keys = new WeakMap<Buffer, Buffer>();

// Its own key under its own label, so no other signature of the session secret (CSRF tokens,
// e-mail codes, sealed flows) can ever pass for an access token.
function accessTokenKey(secret: Buffer): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'bigkeys access token v1', 32));
    keys.set(secret, key);
  }
  return key;
}

const sign = (secret: Buffer, payload: string): Buffer =>
  createHmac('sha256', accessTokenKey(secret)).update(payload).digest();

/**
 * A signed token naming this session and its customer, valid for ACCESS_TOKEN_TTL_MS and
 * never beyond the session's own expiry. It grants nothing once the session has ended.
 */
export function issueAccessToken(
  secret: Buffer,
  session: { id: string; userId: number; expiresAt: Date },
  now = Date.now(),
): string {
  const claims: Claims = {
    sid: session.id,
    uid: session.userId,
    exp: Math.min(now + ACCESS_TOKEN_TTL_MS, session.expiresAt.getTime()),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/**
 * The session id and customer an access token names, when its signature holds and it has not
 * expired; undefined for anything else. Whether the session still lives is the caller's check.
 */
export function readAccessToken(
  secret: Buffer,
  token: string,
  now = Date.now(),
): { sessionId: string; userId: number } | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  // Compared as text, so no second spelling of the same signature passes.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(secret, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: Claims;
  try {
    claims = Claims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  if (claims.exp <= now) return undefined;
  return { sessionId: claims.sid, userId: claims.uid };
}
