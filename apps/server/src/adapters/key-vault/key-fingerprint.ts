import { createHmac, hkdfSync } from 'node:crypto';
import { normaliseKey } from '@store/shared/rules/key-file';

/** The fingerprint of a product key: equal for keys the store counts as the same. */
export type KeyFingerprint = (plainKey: string) => string;

/**
 * Fingerprints keys with HMAC-SHA-256 of their normalised text (`normaliseKey`), under a key
 * derived from the key-encryption secret the way the vault's key is: without the secret a
 * fingerprint says nothing of the key, and a guessed key cannot be checked against it.
 */
export function createKeyFingerprint(keysSecret: Buffer): KeyFingerprint {
  const key = Buffer.from(
    hkdfSync('sha256', keysSecret, '', 'bigkeys product key fingerprints', 32),
  );
  return (plainKey) => createHmac('sha256', key).update(normaliseKey(plainKey)).digest('hex');
}
