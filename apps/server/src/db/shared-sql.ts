import { sql } from 'drizzle-orm';
import { productKeys } from './schema/stock';

/** Largest id a PostgreSQL integer column holds; larger ids cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

// Drizzle leaves columns unqualified in a one-table select, where a subquery would bind
// them to its own table: the outer columns are spelled out.
const outerEntryId = sql.raw('"product_platforms"."id"');

/**
 * Whether a platform group has a key for sale right now (refers to the outer entry row).
 * Shared by the catalogue's reads and the favourites' alerts, which join entries themselves.
 */
export const entryInStock = sql<boolean>`exists (select 1 from ${productKeys} k where k.product_platform_id = ${outerEntryId} and k.status = 'available')`;
