import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../types';

/** Serial types name a default, not a type; a record definition needs the plain type. */
const RECORD_TYPES: Readonly<Record<string, string>> = {
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
};

/** Rows keyed by the table's TypeScript column names; every row has the same keys. */
export type JsonRows<T extends PgTable> = readonly { [K in keyof T['$inferInsert']]?: unknown }[];

/**
 * Inserts many rows with one statement and one bind parameter: the rows travel as a JSON
 * array and `json_to_recordset` unpacks them. That sidesteps PostgreSQL's 65,535-parameter
 * limit and is far cheaper to build and parse than a VALUES list with a placeholder per
 * cell; it runs the same on PGlite and PostgreSQL.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: JsonRows<T>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const targets = [];
  const fields = [];
  const definitions = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in the table`);
    const type = column.getSQLType();
    targets.push(sql.identifier(column.name));
    fields.push(sql.identifier(key));
    definitions.push(sql`${sql.identifier(key)} ${sql.raw(RECORD_TYPES[type] ?? type)}`);
  }
  await db.execute(
    sql`insert into ${table} (${sql.join(targets, sql`, `)})
      select ${sql.join(fields, sql`, `)}
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.join(definitions, sql`, `)})`,
  );
}

/** Inserts in batches of `batchSize` rows, one statement each. */
export async function insertJsonBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: JsonRows<T>,
  batchSize: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insertJsonRows(db, table, rows.slice(start, start + batchSize));
  }
}
