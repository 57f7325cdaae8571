import type { ProductImageSize } from '@store/shared/constants';

/**
 * The version part of an image URL: images are cached for a year, so a changed picture
 * (an upload, a new title on the drawn art) must come under a new URL.
 */
const versioned = (url: string, version: number) => (version > 0 ? `${url}?v=${version}` : url);

/** Public URL of a product image; rendered (or converted) once and then served from disk. */
export function productImageUrl(productId: number, size: ProductImageSize, version = 0): string {
  return versioned(`/media/products/${productId}/${size}.webp`, version);
}

export function productImages(productId: number, version = 0): Record<ProductImageSize, string> {
  return {
    small: productImageUrl(productId, 'small', version),
    cover: productImageUrl(productId, 'cover', version),
    large: productImageUrl(productId, 'large', version),
  };
}

/** Public URL of a product's screenshot at `position`. */
export function screenshotUrl(productId: number, position: number, version = 0): string {
  return versioned(`/media/screenshots/${productId}/${position}.webp`, version);
}
