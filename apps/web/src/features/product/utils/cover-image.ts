import { PRODUCT_IMAGE_SIZES } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/products';
import { preload } from 'react-dom';

type ProductImages = ProductSummary['images'];

const { small, cover } = PRODUCT_IMAGE_SIZES;

/** The cover's rendered width at each breakpoint; keep in step with ProductCover's classes. */
export const COVER_SIZES = '(min-width: 1024px) 224px, (min-width: 640px) 176px, 128px';

/** The small and the cover size, so the browser picks by screen width and density. */
export const coverSrcSet = (images: ProductImages): string =>
  `${images.small} ${small.width}w, ${images.cover} ${cover.width}w`;

/**
 * Asks for the cover as soon as the product is known, before the page can draw it, choosing
 * from the same candidates as the image itself.
 */
export function preloadCover(images: ProductImages): void {
  preload(images.cover, {
    as: 'image',
    imageSrcSet: coverSrcSet(images),
    imageSizes: COVER_SIZES,
    fetchPriority: 'high',
  });
}
