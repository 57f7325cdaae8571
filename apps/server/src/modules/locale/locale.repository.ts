import { countries, currencies, regions } from '../../db/schema/lookups';
import type { Db } from '../../db/types';

export type CurrencyRow = { code: string; symbol: string; rateMicros: number };

/** Every currency with its rate, and every code a region may be announced as. */
export async function readLocaleTables(
  db: Db,
): Promise<{ currencies: CurrencyRow[]; regionCodes: string[] }> {
  const [currencyRows, regionRows, countryRows] = await Promise.all([
    db
      .select({
        code: currencies.code,
        symbol: currencies.symbol,
        rateMicros: currencies.rateMicros,
      })
      .from(currencies),
    db.select({ code: regions.shortname }).from(regions),
    db.select({ code: countries.code }).from(countries),
  ]);
  return {
    currencies: currencyRows,
    regionCodes: [...regionRows, ...countryRows].map((r) => r.code),
  };
}
