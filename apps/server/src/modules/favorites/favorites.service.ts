import type {
  AddFavoriteBody,
  Favorite,
  FavoriteList,
  FavoriteReply,
  UpdateFavoriteBody,
} from '@store/shared/schemas/favorites';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { productExists, readPlatformGroup, readProducts } from '../catalog/catalog-reads';
import { currencyOf, presentEntry, presentSummary } from '../catalog/product.presenter';
import type { RequestLocale } from '../locale/locale.service';
import {
  deleteFavorite,
  findFavorite,
  findFavorites,
  saveFavorite,
  type FavoriteRow,
} from './favorites.repository';

export type FavoriteFailure = Failure<
  'product-not-found' | 'platform-group-mismatch' | 'not-a-favorite'
>;

type Flags = Pick<UpdateFavoriteBody, 'notifyPriceDrop' | 'notifyBackInStock'>;

async function presentFavorites(
  db: Db,
  locale: RequestLocale,
  rows: readonly FavoriteRow[],
): Promise<Favorite[]> {
  const products = await readProducts(db, [...new Set(rows.map((r) => r.productId))]);
  const { currency } = locale;
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    const entry = product?.entries.find((e) => e.id === row.platformGroupId);
    if (!product || !entry) return [];
    return [
      {
        platformGroupId: String(row.platformGroupId),
        productId: String(row.productId),
        product: presentSummary(product.summary, product.entries, currency),
        entry: presentEntry(entry, currency),
        notifyPriceDrop: row.notifyPriceDrop,
        notifyBackInStock: row.notifyBackInStock,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

async function reply(
  db: Db,
  locale: RequestLocale,
  row: FavoriteRow,
): Promise<Result<FavoriteReply, FavoriteFailure>> {
  const [favorite] = await presentFavorites(db, locale, [row]);
  if (!favorite) return fail('product-not-found');
  return ok({ favorite, ...currencyOf(locale) });
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
  const group = await readPlatformGroup(db, platformGroupId);
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
): Promise<Result<FavoriteReply, FavoriteFailure>> {
  const state = await currentState(db, body.platformGroupId, body.productId);
  if (!state) {
    return fail(
      (await productExists(db, body.productId)) ? 'platform-group-mismatch' : 'product-not-found',
    );
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

/** Switches a favourite's e-mail alerts, unless the group is not a favourite. */
export async function updateFavorite(
  db: Db,
  locale: RequestLocale,
  userId: number,
  platformGroupId: number,
  flags: UpdateFavoriteBody,
): Promise<Result<FavoriteReply, FavoriteFailure>> {
  const existing = await findFavorite(db, userId, platformGroupId);
  const state = existing && (await currentState(db, platformGroupId));
  if (!existing || !state) return fail('not-a-favorite');
  const saved = await saveFavorite(db, withFlags(existing, flags, state));
  return reply(db, locale, saved);
}

/** Removes a favourite; removing one that is not saved changes nothing. */
export const removeFavorite = (db: Db, userId: number, platformGroupId: number) =>
  deleteFavorite(db, userId, platformGroupId);
