import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail, ok, type Failure, type Result } from '../../lib/result';

/** The header a payment provider signs its webhook deliveries with. */
export const WEBHOOK_SIGNATURE_HEADER = 'bk-signature';

/** How far a delivery's timestamp may be from the store's clock before it is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const mac = (secret: Buffer, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header for a body sent at `timestamp` (Unix seconds): `t=…,v1=…`. */
export function signWebhook(secret: Buffer, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export type SignatureCheck = Result<undefined, Failure<'malformed' | 'stale' | 'mismatch'>>;

/**
 * Checks a delivery: the header must carry a timestamp within the tolerance of `now` and an
 * HMAC-SHA256 of `${timestamp}.${body}` under the secret. Several `v1` entries are allowed
 * so the provider can sign with an old and a new secret while the secret is being rotated.
 * The comparison takes the same time whatever the signature holds.
 */
export function verifyWebhookSignature(
  secret: Buffer,
  header: string,
  body: string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value, extra] = part.trim().split('=');
    if (value === undefined || extra !== undefined) return fail('malformed');
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return fail('malformed');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) {
    return fail('stale');
  }
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return matches ? ok() : fail('mismatch');
}
