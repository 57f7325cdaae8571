import { DEFAULT_CURRENCY, DEFAULT_REGION } from '@store/shared/constants';
import { RATE_SCALE } from '@store/shared/rules/money';
import type { Db } from '../../db/types';
import { readLocaleTables, type CurrencyRow } from './locale.repository';

/** The currency and region a request is priced and announced in. */
export type RequestLocale = { currency: CurrencyRow; region: string };

const EURO: CurrencyRow = { code: DEFAULT_CURRENCY, symbol: '€', rateMicros: RATE_SCALE };
const REFRESH_MS = 60_000;

export type LocaleResolver = {
  /** The locale for the chosen currency and region, falling back to EUR and EU. */
  resolve: (choice: {
    currency?: string | undefined;
    region?: string | undefined;
  }) => RequestLocale;
  /** Reloads currencies and regions from the database. */
  refresh: () => Promise<void>;
  close: () => void;
};

/** Keeps the small currency and region tables in memory, refreshed every minute. */
export async function createLocaleResolver(db: Db): Promise<LocaleResolver> {
  let byCode = new Map<string, CurrencyRow>();
  let regionCodes = new Set<string>();
  const refresh = async (): Promise<void> => {
    const tables = await readLocaleTables(db);
    byCode = new Map(tables.currencies.map((c) => [c.code, c]));
    regionCodes = new Set(tables.regionCodes);
  };
  await refresh();
  const timer = setInterval(() => {
    refresh().catch(() => {
      // Keep serving the last good tables; the health check reports a dead database.
    });
  }, REFRESH_MS);
  timer.unref();

  return {
    resolve(choice) {
      const code = choice.currency?.toUpperCase();
      const region = choice.region?.toUpperCase();
      return {
        currency: (code && byCode.get(code)) || byCode.get(DEFAULT_CURRENCY) || EURO,
        region: region && regionCodes.has(region) ? region : DEFAULT_REGION,
      };
    },
    refresh,
    close: () => clearInterval(timer),
  };
}
