import { createECDH } from 'node:crypto';
import { loadSecret } from '../secrets/load-secret';

/** The store's VAPID key pair as Web Push uses it: base64url, the public key uncompressed. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** The public key (base64url, uncompressed) of a P-256 private key; throws for an invalid one. */
export function vapidPublicKeyOf(privateKey: Buffer): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey('base64url');
}

/**
 * The configured VAPID key pair, or else one made from a private key generated once under
 * DATA_DIR/secrets, so browsers subscribed before a restart are still reached after it.
 */
export async function loadVapidKeys(
  configured: Buffer | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  // 32 random bytes are a valid P-256 private key but for a chance of about 2^-32.
  const privateKey = await loadSecret(configured, dataDir, 'vapid-private.key');
  return { publicKey: vapidPublicKeyOf(privateKey), privateKey: privateKey.toString('base64url') };
}
