import { randomBytes } from 'node:crypto';

/**
 * A new public id, `<prefix>_<random base64url>`: unguessable, safe in URLs, and its prefix
 * names its kind (`ord`, `gft`, `inv`, `key`). Twelve bytes give 16 characters.
 */
export function newPublicId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/**
 * A new secret token for a link or a cookie, in base64url: 32 random bytes give 43
 * characters. Where the store keeps one, it keeps only its `sha256`.
 */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
