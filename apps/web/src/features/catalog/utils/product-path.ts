import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductPlatformEntry, ProductSummary } from '@store/shared/schemas/products';
import { productPath as sharedProductPath } from '@store/shared/rules/product-path';

/**
 * The product page URL of the spec's route table for one entry of a product. The rule is
 * shared with the server, which answers these URLs with the product's search-engine tags.
 */
export function productPath(
  product: Pick<ProductSummary, 'slug' | 'title' | 'typeId'>,
  entry: Pick<ProductPlatformEntry, 'editionName'> | undefined,
  platform: Pick<Platform, 'categoryId' | 'slug'> | undefined,
): string {
  return sharedProductPath(product, entry, platform);
}
