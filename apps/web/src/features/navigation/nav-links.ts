import {
  CATEGORY_IDS,
  GIFT_CARD_PLATFORM_IDS,
  PLATFORM_GROUPS,
  PRODUCT_TYPES,
  type CategoryId,
  type ProductTypeId,
} from '@store/shared/constants';
import type { Platform } from '@store/shared/schemas/lookups';

/** The header's platform lookup as the menus see it: what is known so far and how to retry. */
export interface PlatformsLookup {
  status: 'pending' | 'error' | 'success';
  byId: ReadonlyMap<string, Platform>;
  retry: () => void;
}

/** A menu of the header: one platform family, or the gift cards of every platform. */
export type MenuKey = CategoryId | 'giftCards';

export const MENU_KEYS: readonly MenuKey[] = [...CATEGORY_IDS, 'giftCards'];

/** The catalogue of one product type on one platform (spec section 2 query parameters). */
export function productsPath(type: ProductTypeId, platformId: number | string): string {
  return `/products?type=${type}&platform=${platformId}`;
}

/** Everything of one platform family. */
export function categoryPath(category: CategoryId): string {
  return `/products?category=${category}`;
}

export const GIFT_CARDS_PATH = `/products?type=${PRODUCT_TYPES.giftCard}`;
export const TOP_SELLERS_PATH = '/products';

/** The platforms a menu lists, in the spec's order; ids the lookup does not know are left out. */
export function menuPlatforms(key: MenuKey, byId: ReadonlyMap<string, Platform>): Platform[] {
  const ids = key === 'giftCards' ? GIFT_CARD_PLATFORM_IDS : PLATFORM_GROUPS[key];
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

/** Whether a platform sells gift and subscription cards (and so gets the card shortcuts). */
export function sellsCards(platform: Platform): boolean {
  return platform.hasGiftCards && GIFT_CARD_PLATFORM_IDS.includes(Number(platform._id));
}

export type AboutLinkKey =
  | 'overview'
  | 'products'
  | 'highlights'
  | 'pricing'
  | 'faqs'
  | 'pos'
  | 'api'
  | 'careers'
  | 'contact';

interface AboutLink {
  key: AboutLinkKey;
  to: string;
}

/**
 * The About us menu in three groups: the about page and its anchors, the business pages, and
 * Careers and Contact us.
 */
export const ABOUT_GROUPS: readonly (readonly AboutLink[])[] = [
  [
    { key: 'overview', to: '/about' },
    { key: 'products', to: '/about#products' },
    { key: 'highlights', to: '/about#highlights' },
    { key: 'pricing', to: '/about#pricing' },
    { key: 'faqs', to: '/about#faqs' },
  ],
  [
    { key: 'pos', to: '/about/pos' },
    { key: 'api', to: '/about/api' },
  ],
  [
    { key: 'careers', to: '/Careers' },
    { key: 'contact', to: '/contactus' },
  ],
];
