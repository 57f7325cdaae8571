import { asc, eq } from 'drizzle-orm';
import {
  categories,
  countries,
  currencies,
  developers,
  genres,
  platforms,
  productTypes,
  publishers,
  ratings,
  regions,
} from '../../db/schema/lookups';
import type { Db } from '../../db/types';

export const listPlatforms = (db: Db) =>
  db.select().from(platforms).orderBy(asc(platforms.position));
export const listCategories = (db: Db) =>
  db.select().from(categories).orderBy(asc(categories.position));
export const listTypes = (db: Db) => db.select().from(productTypes).orderBy(asc(productTypes.id));
export const listGenres = (db: Db) => db.select().from(genres).orderBy(asc(genres.name));
export const listDevelopers = (db: Db) =>
  db.select().from(developers).orderBy(asc(developers.name));
export const listPublishers = (db: Db) =>
  db.select().from(publishers).orderBy(asc(publishers.name));
export const listRatings = (db: Db) => db.select().from(ratings).orderBy(asc(ratings.minimumAge));
export const listRegions = (db: Db) => db.select().from(regions).orderBy(asc(regions.id));
export const listCurrencies = (db: Db) =>
  db.select().from(currencies).orderBy(asc(currencies.code));
export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

export async function findCountry(db: Db, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}
