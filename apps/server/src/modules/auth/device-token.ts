import { createHmac, timingSafeEqual } from 'node:crypto';
import { newSecretToken } from '../../lib/random-ids';

/**
 * The device cookie of sign-in throttling (OWASP's "device cookies"): proof that this browser
 * signed in to this account before, so strangers' wrong passwords never throttle it. It is
 * bound to the account's e-mail by an HMAC under the store's secret and says nothing else;
 * it grants no access by itself.
 */
export const DEVICE_COOKIE = 'bk_device';
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VERSION = 'v1';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const macOf = (secret: Buffer, email: string, deviceId: string): Buffer =>
  createHmac('sha256', secret)
    .update(`login-device.${VERSION}.${email.toLowerCase()}.${deviceId}`)
    .digest();

/** The device id the token proves for this e-mail, or undefined for a missing, forged or other account's token. */
export function readDeviceToken(
  secret: Buffer,
  email: string,
  token: string | undefined,
): string | undefined {
  const [version, deviceId, mac, ...rest] = token?.split('.') ?? [];
  if (version !== VERSION || !deviceId || !mac || rest.length > 0 || !DEVICE_ID.test(deviceId)) {
    return undefined;
  }
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, email, deviceId);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? deviceId
    : undefined;
}

/** A device token for this e-mail: the browser's known device id kept, else a new one. */
export function issueDeviceToken(
  secret: Buffer,
  email: string,
  presented: string | undefined,
): string {
  const deviceId = readDeviceToken(secret, email, presented) ?? newSecretToken(16);
  return [VERSION, deviceId, macOf(secret, email, deviceId).toString('base64url')].join('.');
}
