import type { Language } from '@store/shared/constants';
import { genreName } from '@store/shared/genre-names';
import type {
  Country,
  Currency,
  NamedLookup,
  Platform,
  Region,
} from '@store/shared/schemas/lookups';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import * as repo from './lookups.repository';

const named = (rows: { id: number | string; name: string }[]): NamedLookup[] =>
  rows.map((r) => ({ _id: String(r.id), name: r.name }));

/** Lookup lists in the spec's shapes, each entry keyed by `_id`. */
export const lookups = {
  platforms: async (db: Db): Promise<Platform[]> =>
    (await repo.listPlatforms(db)).map((p) => ({
      _id: String(p.id),
      name: p.name,
      slug: p.slug,
      categoryId: p.categoryId as Platform['categoryId'],
      color: p.color,
      hasGiftCards: p.hasGiftCards,
    })),
  categories: async (db: Db) => named(await repo.listCategories(db)),
  types: async (db: Db) => named(await repo.listTypes(db)),
  developers: async (db: Db) => named(await repo.listDevelopers(db)),
  publishers: async (db: Db) => named(await repo.listPublishers(db)),
  ratings: async (db: Db) => named(await repo.listRatings(db)),
  regions: async (db: Db): Promise<Region[]> =>
    (await repo.listRegions(db)).map((r) => ({
      _id: String(r.id),
      shortname: r.shortname,
      name: r.name,
      symbol: r.symbol,
    })),
  currencies: async (db: Db): Promise<Currency[]> => repo.listCurrencies(db),
  countries: async (db: Db): Promise<Country[]> =>
    (await repo.listCountries(db)).map((c) => ({
      code: c.code,
      name: c.name,
      currency: c.currencyCode,
      region: c.region,
    })),
};

/** The genres, each named in the language, in the order of those names. */
export async function genresIn(db: Db, language: Language): Promise<NamedLookup[]> {
  return named(
    (await repo.listGenres(db)).map((genre) => ({
      id: genre.id,
      name: genreName(genre.name, language),
    })),
  ).sort((a, b) => a.name.localeCompare(b.name, language));
}

export type CountryNotFound = { reason: 'country-not-found'; code: string };

/** One country by ISO code, unless the store does not know it. */
export async function getCountry(db: Db, code: string): Promise<Result<Country, CountryNotFound>> {
  const row = await repo.findCountry(db, code);
  if (!row) return fail({ reason: 'country-not-found', code });
  return ok({ code: row.code, name: row.name, currency: row.currencyCode, region: row.region });
}
