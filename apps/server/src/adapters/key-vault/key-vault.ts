import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;

/** Encrypts and decrypts product keys at rest with AES-256-GCM. */
export type KeyVault = {
  /** Encrypts a key; `context` (the platform group id) is bound as associated data. */
  encrypt: (plainKey: string, context: number) => string;
  /** Decrypts a stored key; throws if it was altered or moved to another context. */
  decrypt: (stored: string, context: number) => string;
};

/** Builds a vault around a 32-byte secret. */
export function createKeyVault(secret: Buffer): KeyVault {
  if (secret.length !== 32) throw new RangeError('The key encryption secret must be 32 bytes');
  const aad = (context: number): Buffer => Buffer.from(`product-platform:${context}`);
  return {
    encrypt(plainKey, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv).setAAD(aad(context));
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
      const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'))
        .setAAD(aad(context))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The configured secret, or in embedded mode one generated once and kept under
 * DATA_DIR/secrets (readable by the owner only) so a restart can still decrypt.
 */
export async function loadKeySecret(
  configured: Buffer | undefined,
  dataDir: string,
): Promise<Buffer> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'keys-encryption.key');
  try {
    const existing = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (existing.length === 32) return existing;
    throw new Error(`${file} does not hold a 32-byte base64 secret`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  await writeFile(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return secret;
}
