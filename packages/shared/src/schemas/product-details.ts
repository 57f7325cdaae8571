import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { NumericId } from './common';
import { NamedLookup, Region } from './lookups';
import { ProductPlatformEntry, ProductSummary } from './products';

/** A product id in a path or query: digits only, else the request is refused with 400. */
export const ProductIdParam = NumericId.transform(Number);

/** An id in a JSON body: a numeric string, as ids travel, or a positive integer. */
export const IdInput = z
  .union([NumericId, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
    error: 'Must be a numeric id',
  })
  .transform(Number);

export const ByIdParams = z.object({ id: ProductIdParam });
export const ByProductIdParams = z.object({ productId: ProductIdParam });
export const ProductPlatformParams = z.object({
  productId: ProductIdParam,
  platformId: ProductIdParam,
});

/** `?lang`: one of the store's languages; anything else (or nothing) reads as English. */
export const LangQuery = z.object({
  lang: z.preprocess(
    (value) =>
      typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toLowerCase())
        ? value.toLowerCase()
        : DEFAULT_LANGUAGE,
    z.enum(LANGUAGES),
  ),
});
export type LangQuery = z.infer<typeof LangQuery>;

/** GET /product/title/{title}: a slug or an exact title, compared without regard to case. */
export const ProductTitleParams = z.object({ title: z.string().trim().min(1).max(200) });

/** A product summary priced in the announced currency. */
export const ProductReply = ProductSummary.extend({
  currency: z.string(),
  currencySymbol: z.string(),
});
export type ProductReply = z.infer<typeof ProductReply>;

export const SuggestedProducts = z.object({
  products: z.array(ProductSummary),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type SuggestedProducts = z.infer<typeof SuggestedProducts>;

/** A platform as product pages name it. */
export const ProductPlatformInfo = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.string(),
});
export type ProductPlatformInfo = z.infer<typeof ProductPlatformInfo>;

/** GET /product/id/{productId}/{platformId}: the product on one platform only. */
export const ProductOnPlatform = ProductReply.extend({
  platform: ProductPlatformInfo,
  description: z.string(),
  /** The product page URL of the first entry, as the web app builds it. */
  path: z.string(),
});
export type ProductOnPlatform = z.infer<typeof ProductOnPlatform>;

/** One level of PC system requirements. */
export const SystemRequirementLevel = z.object({
  os: z.string(),
  processor: z.string(),
  memory: z.string(),
  graphics: z.string(),
  directx: z.string(),
  storage: z.string(),
  notes: z.string().nullable(),
});
export type SystemRequirementLevel = z.infer<typeof SystemRequirementLevel>;

export const Edition = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type Edition = z.infer<typeof Edition>;

/** Average stars (one decimal) and how many reviews there are. */
export const ReviewSummary = z.object({ average: z.number(), count: z.number().int() });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** GET /product/product-details/{productId}?lang: what the product page shows below the fold. */
export const ProductDetails = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  type: NamedLookup,
  lang: z.enum(LANGUAGES),
  description: z.string(),
  /** The age rating (PEGI). */
  rating: NamedLookup,
  developer: NamedLookup,
  publisher: NamedLookup,
  genre: NamedLookup,
  releaseDate: z.string(),
  editions: z.array(Edition),
  platforms: z.array(ProductPlatformInfo),
  /** For DLC: the game it extends. */
  baseProduct: z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable(),
  /** PC products only; null for the others. */
  systemRequirements: z
    .object({
      minimum: SystemRequirementLevel.nullable(),
      recommended: SystemRequirementLevel.nullable(),
    })
    .nullable(),
  reviews: ReviewSummary,
  images: ProductSummary.shape.images,
});
export type ProductDetails = z.infer<typeof ProductDetails>;

/** One denomination or duration of a card, with its purchasable entry. */
export const CreditOption = z.object({
  edition: Edition,
  /** Gift cards: the face value and its currency, read from the edition. */
  faceValue: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  /** Subscription cards: how many months the card adds. */
  months: z.number().int().nullable(),
  entry: ProductPlatformEntry,
});
export type CreditOption = z.infer<typeof CreditOption>;

/** GET /product/credit-details/{productId}?lang: a gift or subscription card's options per region. */
export const CreditDetails = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(['giftCard', 'subscription']),
  platform: ProductPlatformInfo,
  lang: z.enum(LANGUAGES),
  regions: z.array(
    z.object({
      region: Region,
      /** Where the card can be redeemed, in the chosen language. */
      note: z.string(),
      options: z.array(CreditOption),
    }),
  ),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type CreditDetails = z.infer<typeof CreditDetails>;

/** GET /product/screenshots?productId */
export const ScreenshotsQuery = z.object({ productId: ProductIdParam });
export const Screenshots = z.object({
  productId: z.string(),
  images: z.array(z.object({ position: z.number().int(), url: z.string(), caption: z.string() })),
});
export type Screenshots = z.infer<typeof Screenshots>;
