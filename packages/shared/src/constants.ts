/** Business constants from the spec (section 9) shared by the web and the server. */

/** Most units of one product and platform group in one cart line. */
export const MAX_QUANTITY_PER_LINE = 3;
/** Persisted client state older than this version is discarded. */
export const PERSISTED_STATE_VERSION = 7;
/** Lookups and the home settings are cached this long (seconds). */
export const LOOKUP_CACHE_SECONDS = 3600;
export const REFERRAL_SETTINGS_CACHE_SECONDS = 300;
export const HEALTH_POLL_MS = 15_000;
export const MAINTENANCE_RETRY_MS = 30_000;
export const SOCKET_RECONNECT_MS = 5_000;
export const TOKEN_RECONNECT_DEBOUNCE_MS = 250;
export const SCROLL_OFFSET_PX = 128;
export const MAX_VISIBLE_NOTICES = 3;
export const NOTICE_DURATION_MS = 5_000;

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_REGION = 'EU';
/** The base currency in which catalogue prices are stored. */
export const BASE_CURRENCY = 'EUR';

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Product types by id (spec section 2). */
export const PRODUCT_TYPES = {
  game: 1,
  dlc: 2,
  giftCard: 3,
  subscriptionCard: 4,
} as const;
export type ProductTypeId = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

/** Platform families; each is a catalogue category with the spec's id. */
export const CATEGORY_IDS = ['pc', 'xb', 'ps', 'nt'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Platform ids per family (spec section 3). */
export const PLATFORM_GROUPS: Record<CategoryId, readonly number[]> = {
  pc: [7, 1, 2, 3, 4, 5, 6, 8],
  xb: [12],
  ps: [10],
  nt: [13],
};
/** Platforms that sell gift cards, in menu order. */
export const GIFT_CARD_PLATFORM_IDS: readonly number[] = [2, 3, 4, 5, 6, 8, 10, 12, 13];

export const UNKNOWN_LABELS = {
  platform: 'Unknown Platform',
  region: 'Unknown Region',
  category: 'Unknown Category',
  type: 'Unknown Type',
} as const;

/** Page size limits for list endpoints. */
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;

/** Product image sizes, in pixels (width × height), served as .webp. */
export const PRODUCT_IMAGE_SIZES = {
  small: { width: 300, height: 400 },
  cover: { width: 600, height: 800 },
  large: { width: 1280, height: 720 },
} as const;
export type ProductImageSize = keyof typeof PRODUCT_IMAGE_SIZES;
