import { createHmac, hkdfSync } from 'node:crypto';
import { formatKey } from './key-formats';

const DRAW_BYTES = 4;

/**
 * The secret an install's demo keys come from, derived from its key-encryption key: each
 * install has its own (from KEYS_ENCRYPTION_KEY, or generated under DATA_DIR/secrets), and
 * whoever could read it could decrypt the stored keys anyway.
 */
export function demoKeySecret(keysEncryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', keysEncryptionKey, '', 'bigkeys demo product keys', 32));
}

/**
 * The demo key with id `keyId`: HMAC-SHA256 under the install's secret, laid out as the
 * platform prints keys. The same install always gets the same key; without the secret, the
 * catalogue's fixed seed and this code say nothing about it.
 */
export function demoKey(secret: Buffer, keyId: number, platformId: number): string {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  const draw = (): number => {
    if (offset + DRAW_BYTES > bytes.length) {
      bytes = createHmac('sha256', secret).update(`${keyId}:${block++}`).digest();
      offset = 0;
    }
    const value = bytes.readUInt32BE(offset) / 2 ** 32;
    offset += DRAW_BYTES;
    return value;
  };
  return formatKey(draw, platformId);
}
