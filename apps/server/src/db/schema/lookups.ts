import { bigint, boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Platform families: pc, xb, ps, nt. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull(),
});

/** Product types: 1 games, 2 DLC, 3 gift cards, 4 subscription cards. */
export const productTypes = pgTable('product_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Storefronts and consoles with the spec's numeric ids. */
export const platforms = pgTable('platforms', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  categoryId: text('category_id')
    .notNull()
    .references(() => categories.id),
  /** Brand colour used for cover art and badges, as #rrggbb. */
  color: text('color').notNull(),
  hasGiftCards: boolean('has_gift_cards').notNull(),
  position: smallint('position').notNull(),
});

export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const developers = pgTable('developers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const publishers = pgTable('publishers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Age ratings (PEGI). */
export const ratings = pgTable('ratings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  minimumAge: smallint('minimum_age').notNull(),
});

/** Where a key can be activated. */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  shortname: text('shortname').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});

/** Currencies with the exchange rate against EUR in integer millionths (1 EUR = rateMicros / 1e6). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  /** The store region this country belongs to (EU, UK, US, …). */
  region: text('region').notNull(),
});
