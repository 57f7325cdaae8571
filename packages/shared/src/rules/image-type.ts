import type { IdentityPhotoType } from '../schemas/identity';

/** How many leading bytes `imageTypeOf` needs to tell the formats apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, i) => bytes[at + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image format the bytes really are, read from their signature (the "magic bytes"), never
 * from a name or a declared type: JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (a
 * RIFF container of type WEBP). Null for anything else.
 */
export function imageTypeOf(bytes: Uint8Array): IdentityPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
