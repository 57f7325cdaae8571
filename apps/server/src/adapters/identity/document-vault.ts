import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals identity photos at rest; nothing in the store ever opens them again. */
export type DocumentVault = {
  /** AES-256-GCM with `context` (the verification and the photo's kind) as associated data. */
  seal: (photo: Buffer, context: string) => string;
};

/** The vault's key: derived from the store secret for this one purpose, so it is no other's. */
export function documentKeyFor(storeSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', storeSecret, '', 'bigkeys identity documents v1', 32));
}

/**
 * A vault under a key of its own (see `documentKeyFor`). The sealed form is
 * `v1.<iv>.<tag>.<ciphertext>`, each part base64url, so the column holds no byte of the image.
 */
export function createDocumentVault(key: Buffer): DocumentVault {
  if (key.length !== 32) throw new RangeError('The document key must be 32 bytes');
  return {
    seal(photo, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES }).setAAD(
        Buffer.from(`identity-document:${context}`),
      );
      const body = Buffer.concat([cipher.update(photo), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join(
        '.',
      );
    },
  };
}
