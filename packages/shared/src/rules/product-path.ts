import { PRODUCT_TYPES } from '../constants';

/** URL form of a name: lower case ASCII words joined by single dashes ("Deluxe Édition" → "deluxe-edition"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Edition part of a card's URL when the entry names none. */
export const DEFAULT_EDITION_SLUG = 'standard';

/** The first path segment of a product page, one per kind of product (spec section 2). */
export const PRODUCT_PAGE_KINDS = ['game', 'dlc', 'gift-card', 'subscription'] as const;
export type ProductPageKind = (typeof PRODUCT_PAGE_KINDS)[number];

/** The page kind of a product type id (as number or numeric string); games for anything else. */
export function productPageKind(typeId: number | string): ProductPageKind {
  switch (Number(typeId)) {
    case PRODUCT_TYPES.dlc:
      return 'dlc';
    case PRODUCT_TYPES.giftCard:
      return 'gift-card';
    case PRODUCT_TYPES.subscriptionCard:
      return 'subscription';
    default:
      return 'game';
  }
}

/** Whether pages of this kind end with an edition segment (gift and subscription cards). */
export const kindHasEdition = (kind: ProductPageKind): boolean =>
  kind === 'gift-card' || kind === 'subscription';

/** The edition segment of a card's URL: the slug of the edition's name, else "standard". */
export function editionSegment(editionName: string | null | undefined): string {
  return slugify(editionName ?? '') || DEFAULT_EDITION_SLUG;
}

/**
 * The product page URL of the spec's route table for one entry of a product:
 * games and DLC by category, platform and product; gift and subscription cards add the edition.
 * Without a known platform there is no such page, so it falls back to a catalogue search.
 * The web app links to it and the server answers it with the product's search-engine tags.
 */
export function productPath(
  product: { slug: string; title: string; typeId: number | string },
  entry: { editionName: string | null } | undefined,
  platform: { categoryId: string; slug: string } | undefined,
): string {
  if (!platform) return `/products?search=${encodeURIComponent(product.title)}`;
  const kind = productPageKind(product.typeId);
  const base = `/${kind}/${platform.categoryId}/${platform.slug}/${product.slug}`;
  return kindHasEdition(kind) ? `${base}/${editionSegment(entry?.editionName)}` : base;
}
