import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import {
  developers,
  genres,
  platforms,
  productTypes,
  publishers,
  ratings,
  regions,
} from './lookups';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** URL form of the title, unique across the catalogue. */
    slug: text('slug').notNull().unique(),
    typeId: smallint('type_id')
      .notNull()
      .references(() => productTypes.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id),
    /** For DLC: the game it extends. */
    baseProductId: integer('base_product_id').references((): AnyPgColumn => products.id),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    /** Units sold, kept for the best-selling sort. */
    salesCount: integer('sales_count').notNull().default(0),
    /**
     * The lowest effective price (sale price if any) of the product's entries, EUR minor
     * units; null without entries. Kept by triggers on product_platforms, for the price sorts.
     */
    minPriceMinor: integer('min_price_minor'),
    /** Customers see only published products; a new product starts unpublished. */
    published: boolean('published').notNull().default(true),
    /**
     * Counts every change of the product's pictures (an upload, a removal, a new title on
     * the drawn art); image URLs carry it, so browsers never keep a stale image.
     */
    imageVersion: integer('image_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every list order ends with the id tie-break, so a page is read straight from an index
    // (forwards, or backwards for the descending orders). The customer's lists only ever
    // read published products, so their indexes hold only those.
    index('products_type_title_idx')
      .on(t.typeId, t.title, t.id)
      .where(sql`published`),
    index('products_title_idx')
      .on(t.title, t.id)
      .where(sql`published`),
    index('products_genre_idx')
      .on(t.genreId)
      .where(sql`published`),
    index('products_release_idx')
      .on(t.releaseDate, t.id)
      .where(sql`published`),
    index('products_sales_idx')
      .on(t.salesCount, t.id)
      .where(sql`published`),
    index('products_price_idx')
      .on(t.minPriceMinor.asc().nullsLast(), t.id.asc())
      .where(sql`published`),
    index('products_price_desc_idx')
      .on(t.minPriceMinor.desc().nullsLast(), t.id.desc())
      .where(sql`published`),
    // Typo-tolerant title search (pg_trgm word similarity, `<%`).
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The full-text search document of each product ('simple' configuration, so prefixes of
 * any language match): title (weight A), platform names (B), genre, developer and
 * publisher (C), English description (D). Rebuilt by refreshProductSearch after writes
 * to products, their descriptions or their platform entries.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('product_search_document_idx').using('gin', t.document)],
);

/** Titles per language (de, en, es, fr, it); `products.title` is the one shown without one. */
export const productTitles = pgTable(
  'product_titles',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

/** Descriptions per language (de, en, es, fr, it). */
export const productDescriptions = pgTable(
  'product_descriptions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

/** Editions of a product: Standard/Deluxe for games, denominations for gift and subscription cards. */
export const editions = pgTable(
  'editions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('editions_product_slug_idx').on(t.productId, t.slug)],
);

/**
 * The purchasable entries of a product: one per platform (and edition), each with its
 * own price. Its id is the spec's platform group id used by carts and favourites.
 * Prices are EUR minor units.
 */
export const productPlatforms = pgTable(
  'product_platforms',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    platformId: smallint('platform_id')
      .notNull()
      .references(() => platforms.id),
    editionId: integer('edition_id').references(() => editions.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
  },
  (t) => [
    index('product_platforms_product_idx').on(t.productId),
    index('product_platforms_platform_idx').on(t.platformId, t.productId),
    index('product_platforms_price_idx').on(t.priceMinor),
    uniqueIndex('product_platforms_unique_idx').on(
      t.productId,
      t.platformId,
      t.regionId,
      sql`coalesce(${t.editionId}, 0)`,
    ),
  ],
);

/**
 * PC system requirements, minimum and recommended, per language (de, en, es, fr, it); a
 * language without its own rows shows the English ones.
 */
export const systemRequirements = pgTable(
  'system_requirements',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['minimum', 'recommended'] }).notNull(),
    lang: text('lang').notNull().default('en'),
    os: text('os').notNull(),
    processor: text('processor').notNull(),
    memory: text('memory').notNull(),
    graphics: text('graphics').notNull(),
    directx: text('directx').notNull(),
    storage: text('storage').notNull(),
    notes: text('notes'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.level, t.lang] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Pictures uploaded in the back office, already converted to the store's WebP sizes: the
 * cover (position 0) in each product image size, a screenshot (its position) in one. Where a
 * product has none, /media draws its art as before.
 */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cover', 'screenshot'] }).notNull(),
    position: smallint('position').notNull(),
    size: text('size').notNull(),
    webp: bytea('webp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.position, t.size] })],
);

/** Screenshots of a product; the images themselves are rendered under /media. */
export const screenshots = pgTable(
  'screenshots',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    caption: text('caption').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Customer reviews. Seeded reviews have an author name and no user; a customer writes one per product. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('reviews_product_user_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
