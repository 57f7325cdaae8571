import { createHash } from 'node:crypto';

/**
 * The SHA-256 digest of a text. Stored tokens and secrets are kept as this (the table alone
 * grants nothing), and it tags values such as e-mail addresses that must stay out of keys.
 */
export function sha256(text: string, encoding: 'hex' | 'base64url' = 'hex'): string {
  return createHash('sha256').update(text).digest(encoding);
}
