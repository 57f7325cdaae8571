import type { ProductImageSize } from '@store/shared/constants';

/** Public URL of a product image; rendered on first request and then served from disk. */
export function productImageUrl(productId: number, size: ProductImageSize): string {
  return `/media/products/${productId}/${size}.webp`;
}

export function productImages(productId: number): Record<ProductImageSize, string> {
  return {
    small: productImageUrl(productId, 'small'),
    cover: productImageUrl(productId, 'cover'),
    large: productImageUrl(productId, 'large'),
  };
}
