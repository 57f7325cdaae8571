import { z } from 'zod';
import {
  CATEGORY_IDS,
  PLATFORM_GROUPS,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  type CategoryId,
} from '../constants';

/** One purchasable entry of a product: a platform (and edition) with its own price. */
export const ProductPlatformEntry = z.object({
  /** The platform group id customers add to the cart. */
  _id: z.string(),
  platformId: z.string(),
  editionId: z.string().nullable(),
  editionName: z.string().nullable(),
  regionId: z.string(),
  /** Price in minor units of the announced currency (its own decimals: ¥1 is 1, KD 1 is 1000). */
  price: z.number().int(),
  /** Sale price in minor units, or null when not on sale. */
  salePrice: z.number().int().nullable(),
  inStock: z.boolean(),
});
export type ProductPlatformEntry = z.infer<typeof ProductPlatformEntry>;

/** A product as it appears in lists and cards. */
export const ProductSummary = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  typeId: z.string(),
  genreId: z.string(),
  releaseDate: z.string(),
  platforms: z.array(ProductPlatformEntry),
  images: z.object({ small: z.string(), cover: z.string(), large: z.string() }),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductList = z.object({
  products: z.array(ProductSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type ProductList = z.infer<typeof ProductList>;

/** Treats an empty query value as absent, as the spec's filters omit empty values. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Orders of the catalogue list; `title-asc` (A–Z) is the default without a search. */
export const PRODUCT_SORTS = [
  'title-asc',
  'title-desc',
  'price-asc',
  'price-desc',
  'newest',
  'best-selling',
] as const;

/** The longest search text accepted, in characters (after trimming). */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
/** The highest `maxPrice` accepted, in major units. */
export const PRODUCT_MAX_PRICE_LIMIT = 1_000_000;

/** What the catalogue list answers for a filter it cannot read (the web never sends one). */
export const PRODUCT_QUERY_MESSAGES = {
  sort: `Sort must be one of ${PRODUCT_SORTS.join(', ')}`,
  category: 'Category must be one of pc, xb, ps, nt',
  platform: 'Platform must be a platform id, a list of ids or a category (pc, xb, ps, nt)',
  unknownPlatform: 'Unknown platform',
  genre: 'Genre must be a genre id',
  maxPriceFormat: 'Max price must be a positive amount such as 19.99',
  maxPriceLimit: `Max price must be at most ${PRODUCT_MAX_PRICE_LIMIT}`,
  searchTooLong: `Search must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`,
} as const;

export const ProductSort = z.enum(PRODUCT_SORTS, {
  error: () => PRODUCT_QUERY_MESSAGES.sort,
});
export type ProductSort = z.infer<typeof ProductSort>;
export const DEFAULT_PRODUCT_SORT: ProductSort = 'title-asc';

const KNOWN_PLATFORM_IDS = new Set(Object.values(PLATFORM_GROUPS).flat());

/**
 * `platform`: one platform id ("12"), a comma-separated list of ids ("2,5"), or a
 * platform family key ("pc", "xb", "ps", "nt": every platform of PLATFORM_GROUPS).
 * Parsed to the distinct platform ids; an id the store does not know is refused with
 * 'Unknown platform'.
 */
const PlatformParam = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx): number[] => {
    if ((CATEGORY_IDS as readonly string[]).includes(value)) {
      return [...PLATFORM_GROUPS[value as CategoryId]];
    }
    const parts = value.split(',').map((part) => part.trim());
    if (parts.length > 20 || parts.some((part) => !/^\d{1,6}$/.test(part))) {
      ctx.addIssue({
        code: 'custom',
        message: PRODUCT_QUERY_MESSAGES.platform,
      });
      return z.NEVER;
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.some((id) => !KNOWN_PLATFORM_IDS.has(id))) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_QUERY_MESSAGES.unknownPlatform });
      return z.NEVER;
    }
    return ids;
  });

/**
 * `maxPrice`: the highest price wanted, in MAJOR units of the announced currency with at
 * most three decimals ("19.99", "20", "6.075"), parsed to thousandths of a major unit, which
 * the server turns into the currency's own minor units (minorWithinMilli). A product
 * qualifies when one of its entries (on the chosen platforms, if any) has an effective price —
 * the sale price if on sale, else the price — that, converted into that currency, is at most
 * this much.
 */
const MaxPriceParam = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, PRODUCT_QUERY_MESSAGES.maxPriceFormat)
  .transform((value) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  })
  .refine((milli) => milli <= PRODUCT_MAX_PRICE_LIMIT * 1000, {
    message: PRODUCT_QUERY_MESSAGES.maxPriceLimit,
  });

/**
 * Accepted query of GET /api/v1/product/products; unknown keys are ignored and empty values
 * count as absent. Filters: `category` (platform family), `platform` (see PlatformParam;
 * with `category` too, both must hold), `type` 1–4, `genre` (an id; an unknown one matches
 * nothing), `maxPrice` (see MaxPriceParam, parsed to thousandths). `search` matches titles
 * (also by prefix and with typos), platform names, genre, developer, publisher and the
 * English description; with a search and no `sort`, the best matches come first.
 */
export const ProductListQuery = z.object({
  category: optionalParam(z.enum(CATEGORY_IDS, { error: () => PRODUCT_QUERY_MESSAGES.category })),
  platform: optionalParam(PlatformParam),
  type: optionalParam(z.coerce.number().int().min(1).max(4)),
  genre: optionalParam(
    z
      .string()
      .regex(/^\d{1,9}$/, PRODUCT_QUERY_MESSAGES.genre)
      .transform(Number),
  ),
  maxPrice: optionalParam(MaxPriceParam),
  sort: optionalParam(ProductSort),
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH, PRODUCT_QUERY_MESSAGES.searchTooLong)
      .optional(),
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRODUCT_PAGE_SIZE_MAX)
    .default(PRODUCT_PAGE_SIZE_DEFAULT),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
