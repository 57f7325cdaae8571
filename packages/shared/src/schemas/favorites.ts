import { z } from 'zod';
import { IdInput, ProductIdParam } from './product-details';
import { ProductPlatformEntry, ProductSummary } from './products';

/** The spec's message when a platform group is not one of the product's entries. */
export const PLATFORM_GROUP_MISMATCH = 'Platform not found in product data';
export const NOT_A_FAVORITE = 'This product is not in your favourites.';

const AlertFlags = {
  /** E-mail when the price falls below what it was when added (or last announced). */
  notifyPriceDrop: z.boolean().optional(),
  /** E-mail when keys are in stock again after running out. */
  notifyBackInStock: z.boolean().optional(),
};

/**
 * POST /users/favorites/add: saves a platform group of a product; adding it again keeps one
 * favourite and updates the alert flags that are given.
 */
export const AddFavoriteBody = z.object({
  productId: IdInput,
  platformGroupId: IdInput,
  ...AlertFlags,
});
export type AddFavoriteBody = z.infer<typeof AddFavoriteBody>;

/** POST /users/favorites/remove: removing one that is not saved is not an error. */
export const RemoveFavoriteBody = z.object({ platformGroupId: IdInput });
export type RemoveFavoriteBody = z.infer<typeof RemoveFavoriteBody>;

/** PATCH /users/favorites/{platformGroupId}: switches the e-mail alerts; at least one flag. */
export const UpdateFavoriteBody = z
  .object(AlertFlags)
  .refine((body) => body.notifyPriceDrop !== undefined || body.notifyBackInStock !== undefined, {
    error: 'Give notifyPriceDrop or notifyBackInStock.',
  });
export type UpdateFavoriteBody = z.infer<typeof UpdateFavoriteBody>;

export const FavoriteParams = z.object({ platformGroupId: ProductIdParam });

/** A saved platform group with its product and current price in the announced currency. */
export const Favorite = z.object({
  platformGroupId: z.string(),
  productId: z.string(),
  product: ProductSummary,
  /** The saved entry: price, sale price and stock right now. */
  entry: ProductPlatformEntry,
  notifyPriceDrop: z.boolean(),
  notifyBackInStock: z.boolean(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof Favorite>;

export const FavoriteList = z.object({
  favorites: z.array(Favorite),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type FavoriteList = z.infer<typeof FavoriteList>;

export const FavoriteReply = z.object({
  favorite: Favorite,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type FavoriteReply = z.infer<typeof FavoriteReply>;

export const RemoveFavoriteReply = z.object({ success: z.literal(true), removed: z.boolean() });
export type RemoveFavoriteReply = z.infer<typeof RemoveFavoriteReply>;
