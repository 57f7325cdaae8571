import {
  NOT_A_FAVORITE,
  PLATFORM_GROUP_MISMATCH,
  type AddFavoriteBody,
  type Favorite,
  type FavoriteList,
  type FavoriteReply,
  type UpdateFavoriteBody,
} from '@store/shared/schemas/favorites';
import type { Db } from '../../db/types';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { RequestLocale } from '../locale/locale.service';
import {
  currencyOf,
  entriesByProduct,
  presentEntry,
  presentSummary,
} from '../product-details/product-summary.presenter';
import { findEntryRows, findSummaryRows } from '../product-details/product-summaries.repository';
import { PRODUCT_NOT_FOUND } from '../product-details/products-lookup.service';
import {
  deleteFavorite,
  findFavorite,
  findFavorites,
  findPlatformGroup,
  saveFavorite,
  type FavoriteRow,
} from './favorites.repository';

type Flags = Pick<UpdateFavoriteBody, 'notifyPriceDrop' | 'notifyBackInStock'>;

async function presentFavorites(
  db: Db,
  locale: RequestLocale,
  rows: readonly FavoriteRow[],
): Promise<Favorite[]> {
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [products, entries] = await Promise.all([
    findSummaryRows(db, productIds),
    findEntryRows(db, productIds),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const grouped = entriesByProduct(entries);
  const { currency } = locale;
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    const productEntries = grouped.get(row.productId) ?? [];
    const entry = productEntries.find((e) => e.id === row.platformGroupId);
    if (!product || !entry) return [];
    return [
      {
        platformGroupId: String(row.platformGroupId),
        productId: String(row.productId),
        product: presentSummary(product, productEntries, currency),
        entry: presentEntry(entry, currency),
        notifyPriceDrop: row.notifyPriceDrop,
        notifyBackInStock: row.notifyBackInStock,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

async function reply(db: Db, locale: RequestLocale, row: FavoriteRow): Promise<FavoriteReply> {
  const [favorite] = await presentFavorites(db, locale, [row]);
  if (!favorite) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return { favorite, ...currencyOf(locale) };
}

/**
 * The favourite with new alert flags. Switching an alert on starts it from the group's price
 * and stock right now, so it announces changes from here on, not ones from before.
 */
function withFlags(
  current: Omit<FavoriteRow, 'createdAt'>,
  flags: Flags,
  now: { priceMinor: number; inStock: boolean },
): Omit<FavoriteRow, 'createdAt'> {
  const priceDrop = flags.notifyPriceDrop ?? current.notifyPriceDrop;
  const backInStock = flags.notifyBackInStock ?? current.notifyBackInStock;
  return {
    ...current,
    notifyPriceDrop: priceDrop,
    notifyBackInStock: backInStock,
    notifiedPriceMinor:
      priceDrop && !current.notifyPriceDrop ? now.priceMinor : current.notifiedPriceMinor,
    notifiedInStock:
      backInStock && !current.notifyBackInStock ? now.inStock : current.notifiedInStock,
  };
}

async function currentState(db: Db, platformGroupId: number, productId?: number) {
  const group = await findPlatformGroup(db, platformGroupId);
  if (!group || (productId !== undefined && group.productId !== productId)) return undefined;
  return {
    productId: group.productId,
    priceMinor: group.salePriceMinor ?? group.priceMinor,
    inStock: group.inStock,
  };
}

/** The customer's favourites with their products, priced in the request's currency. */
export async function listFavorites(
  db: Db,
  locale: RequestLocale,
  userId: number,
): Promise<FavoriteList> {
  const rows = await findFavorites(db, userId);
  return { favorites: await presentFavorites(db, locale, rows), ...currencyOf(locale) };
}

/**
 * Saves a platform group of a product as a favourite; saving it again keeps one favourite
 * and changes only the flags given. A group of another product is refused.
 */
export async function addFavorite(
  db: Db,
  locale: RequestLocale,
  userId: number,
  body: AddFavoriteBody,
): Promise<FavoriteReply> {
  const state = await currentState(db, body.platformGroupId, body.productId);
  if (!state) {
    const [product] = await findSummaryRows(db, [body.productId]);
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    throw new BadRequestError(PLATFORM_GROUP_MISMATCH, 'PLATFORM_GROUP_MISMATCH');
  }
  const existing = await findFavorite(db, userId, body.platformGroupId);
  const base = existing ?? {
    userId,
    productId: body.productId,
    platformGroupId: body.platformGroupId,
    notifyPriceDrop: false,
    notifyBackInStock: false,
    // Where alerts start from: the price and stock when the favourite was added.
    notifiedPriceMinor: state.priceMinor,
    notifiedInStock: state.inStock,
  };
  const saved = await saveFavorite(db, withFlags(base, body, state));
  return reply(db, locale, saved);
}

/** Switches a favourite's e-mail alerts; 404 when the group is not a favourite. */
export async function updateFavorite(
  db: Db,
  locale: RequestLocale,
  userId: number,
  platformGroupId: number,
  flags: UpdateFavoriteBody,
): Promise<FavoriteReply> {
  const existing = await findFavorite(db, userId, platformGroupId);
  const state = existing && (await currentState(db, platformGroupId));
  if (!existing || !state) throw new NotFoundError(NOT_A_FAVORITE);
  const saved = await saveFavorite(db, withFlags(existing, flags, state));
  return reply(db, locale, saved);
}

/** Removes a favourite; removing one that is not saved changes nothing. */
export const removeFavorite = (db: Db, userId: number, platformGroupId: number) =>
  deleteFavorite(db, userId, platformGroupId);
