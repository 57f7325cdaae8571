import type pg from 'pg';

/** Keys the database shows as oversold, by kind; `total` counts each key once. */
export type Oversell = {
  /** Keys with more than one allocation or owned-key row, or rows naming different orders. */
  soldTwice: number;
  /** Sold keys not owned through exactly one delivered order. */
  soldUnmatched: number;
  total: number;
};

/**
 * Counts oversold keys across the whole database, read from the rows rather than from what
 * the API answered: allocations and owned keys grouped by key, and every sold key checked
 * against the delivered orders' keys. Run it once fulfilment has finished.
 */
export async function countOversold(pool: pg.Pool): Promise<Oversell> {
  const { rows } = await pool.query<{ sold_twice: number; sold_unmatched: number; total: number }>(
    `with sales as (
       select ka.product_key_id, ol.order_id
       from key_allocations ka join order_lines ol on ol.id = ka.order_line_id
       union all
       select product_key_id, order_id from order_keys
     ),
     sold_twice as (
       select product_key_id from key_allocations group by product_key_id having count(*) > 1
       union
       select product_key_id from order_keys group by product_key_id having count(*) > 1
       union
       select product_key_id from sales group by product_key_id having count(distinct order_id) > 1
     ),
     sold_unmatched as (
       select k.id as product_key_id from product_keys k
       where k.status = 'sold'
         and (select count(*) from order_keys ok join orders o on o.id = ok.order_id
              where ok.product_key_id = k.id and o.status = 'delivered') <> 1
     )
     select (select count(*) from sold_twice)::int as sold_twice,
            (select count(*) from sold_unmatched)::int as sold_unmatched,
            (select count(*) from (select product_key_id from sold_twice
                                   union select product_key_id from sold_unmatched) k)::int as total`,
  );
  const row = rows[0];
  if (!row) throw new Error('The oversell query returned nothing');
  return { soldTwice: row.sold_twice, soldUnmatched: row.sold_unmatched, total: row.total };
}

/** How many orders for the given platform groups are in each status. */
export async function orderStatuses(
  pool: pg.Pool,
  platformGroupIds: readonly number[],
): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ status: string; n: number }>(
    `select o.status, count(distinct o.id)::int as n
     from orders o join order_lines ol on ol.order_id = o.id
     where ol.platform_group_id = any($1::int[])
     group by o.status`,
    [platformGroupIds],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
