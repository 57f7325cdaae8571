import sharp from 'sharp';
import { PRODUCT_IMAGE_SIZES, type ProductImageSize } from '@store/shared/constants';
import { fail, ok, type Failure, type Result } from '../../lib/result';

export type NotAnImage = Failure<'not-an-image'>;
export type ConvertedImage = { size: string; webp: Buffer }[];

/** Largest picture sharp is asked to open, in pixels: a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/** The sizes a picture of each kind is stored in: a cover in all three, a screenshot in one. */
const SIZES_OF: Record<'cover' | 'screenshot', readonly ProductImageSize[]> = {
  cover: ['small', 'cover', 'large'],
  screenshot: ['large'],
};

/**
 * Converts an uploaded picture into the store's WebP sizes, cropped to fill each (the middle
 * kept), or fails when sharp cannot read it as an image: whatever its name or content type
 * said, only a real picture passes.
 */
export async function convertUpload(
  bytes: Buffer,
  kind: 'cover' | 'screenshot',
): Promise<Result<ConvertedImage, NotAnImage>> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (!meta.width || !meta.height) return fail('not-an-image');
    const converted = await Promise.all(
      SIZES_OF[kind].map(async (size) => {
        const { width, height } = PRODUCT_IMAGE_SIZES[size];
        const webp = await source
          .clone()
          .rotate()
          .resize(width, height, { fit: 'cover', position: 'centre' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return { size, webp };
      }),
    );
    return ok(converted);
  } catch {
    // sharp throws on anything it cannot decode: that is the answer, not a fault.
    return fail('not-an-image');
  }
}
