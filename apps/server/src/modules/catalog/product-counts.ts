import { databaseIdentity } from '../../db/client';
import type { Db } from '../../db/types';
import { countProducts, type ProductFilter } from './products.repository';

/**
 * Catalogue totals change only when products are added, removed or (un)published; those
 * changes forget them (forgetProductCounts), the time limit covers other instances.
 */
const COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

type Entry = { value: number; expiresAt: number };
// Keyed by the database, not the handle: lists read through the background lane, while the
// changes that forget the totals hold the interactive one.
const cachesByDatabase = new WeakMap<object, Map<string, Entry>>();

/** One key per distinct filter: the same filter in another spelling shares its entry. */
function keyOf(filter: ProductFilter): string {
  return JSON.stringify([
    filter.typeId ?? null,
    filter.genreId ?? null,
    filter.platformIds ? [...filter.platformIds].sort((a, b) => a - b) : null,
    filter.maxPriceMinor ?? null,
    filter.search?.tsQuery ?? null,
  ]);
}

/**
 * The number of products matching a filter, remembered per database for half a minute:
 * counting thousands of rows on every page view is the most expensive part of a list.
 */
export async function countProductsCached(
  db: Db,
  filter: ProductFilter,
  now: number = Date.now(),
): Promise<number> {
  let cache = cachesByDatabase.get(databaseIdentity(db));
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(databaseIdentity(db), cache);
  }
  const key = keyOf(filter);
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value;
  const value = await countProducts(db, filter);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { value, expiresAt: now + COUNT_TTL_MS });
  return value;
}

/**
 * Forgets the remembered totals of a database, so the next list counts afresh: called when
 * the catalogue changes (a product published, unpublished, created or edited).
 */
export function forgetProductCounts(db: Db): void {
  cachesByDatabase.get(databaseIdentity(db))?.clear();
}
