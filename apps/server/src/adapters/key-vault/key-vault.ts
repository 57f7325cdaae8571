import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
/** GCM's full tag. A shorter one would still pass Node's check, and be that much easier to forge. */
const TAG_BYTES = 16;

/** Encrypts and decrypts product keys at rest with AES-256-GCM. */
export type KeyVault = {
  /** Encrypts a key; `context` (the platform group id) is bound as associated data. */
  encrypt: (plainKey: string, context: number) => string;
  /** Decrypts a stored key; throws if it was altered or moved to another context. */
  decrypt: (stored: string, context: number) => string;
};

/**
 * Builds a vault around a 32-byte secret. `purpose` names what it keeps (product keys by
 * default), so a value encrypted for one purpose never decrypts as another's.
 */
export function createKeyVault(secret: Buffer, purpose = 'product-platform'): KeyVault {
  if (secret.length !== 32) throw new RangeError('The key encryption secret must be 32 bytes');
  const aad = (context: number): Buffer => Buffer.from(`${purpose}:${context}`);
  return {
    encrypt(plainKey, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, {
        authTagLength: TAG_BYTES,
      }).setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plainKey, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored, context) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Unrecognised encrypted key format');
      }
      const authTag = Buffer.from(tag, 'base64url');
      if (authTag.length !== TAG_BYTES) throw new Error('Unrecognised encrypted key format');
      const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      })
        .setAAD(aad(context))
        .setAuthTag(authTag);
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
