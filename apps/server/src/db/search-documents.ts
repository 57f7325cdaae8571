import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Rebuilds the full-text search documents (product_search) of the given products, or of
 * every product when `productIds` is omitted. Call it after writing products, their English
 * description or their platform entries; the SQL function is created by the migrations.
 */
export async function refreshProductSearch(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const ids = productIds === undefined ? null : `{${productIds.join(',')}}`;
  await db.execute(sql`select refresh_product_search(${ids}::integer[])`);
}
