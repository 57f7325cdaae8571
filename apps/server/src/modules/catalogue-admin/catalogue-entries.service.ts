import type {
  AdminProduct,
  CreateEntryBody,
  UpdateEntryBody,
} from '@store/shared/schemas/admin-catalogue';
import type { z } from 'zod';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import * as repo from './catalogue-admin.repository';
import { getAdminProduct } from './catalogue-admin.service';
import {
  changeProduct,
  type CatalogueActor,
  type CatalogueContext,
  type ProductNotFound,
} from './catalogue-change';

export type EntryFailure =
  | ProductNotFound
  | Failure<
      | 'entry-not-found'
      | 'entry-exists'
      | 'entry-in-use'
      | 'unknown-lookup'
      | 'unknown-edition'
      | 'sale-price-not-lower'
    >;

type NewEntry = z.output<typeof CreateEntryBody>;
type EntryPrices = z.output<typeof UpdateEntryBody>;

const pricesOf = (e: { priceMinor: number; salePriceMinor: number | null }) => ({
  priceMinor: e.priceMinor,
  salePriceMinor: e.salePriceMinor,
});

/** A new platform entry of a product: a platform, region and edition it does not sell yet. */
export async function addEntry(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  entry: NewEntry,
): Promise<Result<AdminProduct, EntryFailure>> {
  const changed = await changeProduct<EntryFailure>(ctx, actor, productId, async (tx) => {
    const { platformId, regionId, editionId } = entry;
    if (!(await repo.lookupsExist(tx, { platformId, regionId }))) return fail('unknown-lookup');
    if (editionId !== null) {
      const editions = await repo.findEditionRows(tx, productId);
      if (!editions.some((e) => e.id === editionId)) return fail('unknown-edition');
    }
    if (await repo.entryExists(tx, { productId, platformId, regionId, editionId })) {
      return fail('entry-exists');
    }
    const row = await repo.insertEntry(tx, { productId, ...entry });
    // The drawn cover names the first platform: new art comes under a new URL.
    await repo.bumpImageVersion(tx, productId);
    return ok({
      action: 'product_entry.create',
      before: {},
      after: { entryId: row.id, platformId, regionId, editionId, ...pricesOf(row) },
    });
  });
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}

/** A new price or sale price of an entry; the sale price stays below the price. */
export async function updateEntry(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  entryId: number,
  prices: EntryPrices,
): Promise<Result<AdminProduct, EntryFailure>> {
  const changed = await changeProduct<EntryFailure>(ctx, actor, productId, async (tx) => {
    const found = await repo.findEntry(tx, productId, entryId);
    if (!found) return fail('entry-not-found');
    const next = {
      priceMinor: prices.priceMinor ?? found.priceMinor,
      salePriceMinor:
        prices.salePriceMinor === undefined ? found.salePriceMinor : prices.salePriceMinor,
    };
    if (next.salePriceMinor !== null && next.salePriceMinor >= next.priceMinor) {
      return fail('sale-price-not-lower');
    }
    await repo.updateEntryPrices(tx, entryId, next);
    return ok({
      action: 'product_entry.update',
      before: { entryId, ...pricesOf(found) },
      after: { entryId, ...next },
    });
  });
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}

/**
 * Removes an entry that nothing depends on. An entry with keys (of any status) or orders
 * stays: removing it would take its key stock and the orders' history with it.
 */
export async function removeEntry(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  entryId: number,
): Promise<Result<AdminProduct, EntryFailure>> {
  const changed = await changeProduct<EntryFailure>(ctx, actor, productId, async (tx) => {
    const found = await repo.findEntry(tx, productId, entryId);
    if (!found) return fail('entry-not-found');
    if (found.inUse) return fail('entry-in-use');
    await repo.deleteEntry(tx, entryId);
    await repo.bumpImageVersion(tx, productId);
    const { inUse: _inUse, id: _id, ...removed } = found;
    return ok({ action: 'product_entry.delete', before: { entryId, ...removed }, after: {} });
  });
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}
