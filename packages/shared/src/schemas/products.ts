import { z } from 'zod';
import { PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX } from '../constants';
import { NumericId } from './common';

/** One purchasable entry of a product: a platform (and edition) with its own price. */
export const ProductPlatformEntry = z.object({
  /** The platform group id customers add to the cart. */
  _id: z.string(),
  platformId: z.string(),
  editionId: z.string().nullable(),
  editionName: z.string().nullable(),
  regionId: z.string(),
  /** Price in minor units of the announced currency. */
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

/** Accepted query of GET /api/v1/product/products; unknown keys are ignored. */
export const ProductListQuery = z.object({
  type: optionalParam(z.coerce.number().int().min(1).max(4)),
  platform: optionalParam(NumericId),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRODUCT_PAGE_SIZE_MAX)
    .default(PRODUCT_PAGE_SIZE_DEFAULT),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
