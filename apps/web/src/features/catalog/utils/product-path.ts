import { PRODUCT_TYPES } from '@store/shared/constants';
import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductPlatformEntry, ProductSummary } from '@store/shared/schemas/products';
import { slugify } from '../../../lib/slugify';

/** Edition part of a card's URL when the entry names none. */
const DEFAULT_EDITION_SLUG = 'standard';

/**
 * The product page URL of the spec's route table for one entry of a product:
 * games and DLC by category, platform and product; gift and subscription cards add the edition.
 * Without a known platform there is no such page, so it falls back to a catalogue search.
 */
export function productPath(
  product: Pick<ProductSummary, 'slug' | 'title' | 'typeId'>,
  entry: Pick<ProductPlatformEntry, 'editionName'> | undefined,
  platform: Pick<Platform, 'categoryId' | 'slug'> | undefined,
): string {
  if (!platform) return `/products?search=${encodeURIComponent(product.title)}`;
  const base = `${platform.categoryId}/${platform.slug}/${product.slug}`;
  const edition = slugify(entry?.editionName ?? '') || DEFAULT_EDITION_SLUG;
  switch (Number(product.typeId)) {
    case PRODUCT_TYPES.dlc:
      return `/dlc/${base}`;
    case PRODUCT_TYPES.giftCard:
      return `/gift-card/${base}/${edition}`;
    case PRODUCT_TYPES.subscriptionCard:
      return `/subscription/${base}/${edition}`;
    default:
      return `/game/${base}`;
  }
}
