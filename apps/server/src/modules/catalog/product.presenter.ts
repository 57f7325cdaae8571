import type { Language } from '@store/shared/constants';
import { genreName } from '@store/shared/genre-names';
import { convertMinor, type PricingCurrency } from '@store/shared/rules/money';
import type {
  ProductDetails,
  ProductPlatformInfo,
  SystemRequirementLevel,
} from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry, ProductSummary } from '@store/shared/schemas/products';
import type { RequestLocale } from '../locale/locale.service';
import type {
  findEditions,
  findReviewSummary,
  findSystemRequirements,
  ProductFacts,
} from './product-details.repository';
import { productImages } from './product-images';
import type { EntryRow, SummaryRow } from './product-summaries.repository';
import type { PlatformEntryRow } from './products.repository';

/** A platform entry in the list's shape, priced in the announced currency. */
export function presentEntry(
  entry: PlatformEntryRow,
  currency: PricingCurrency,
): ProductPlatformEntry {
  return {
    _id: String(entry.id),
    platformId: String(entry.platformId),
    editionId: entry.editionId === null ? null : String(entry.editionId),
    editionName: entry.editionName,
    regionId: String(entry.regionId),
    price: convertMinor(entry.priceMinor, currency),
    salePrice: entry.salePriceMinor === null ? null : convertMinor(entry.salePriceMinor, currency),
    inStock: entry.inStock,
  };
}

/**
 * A product in the catalogue list's summary shape, with only the given entries: the one
 * shape of a product in the list, on its page, in suggestions and among favourites.
 */
export function presentSummary(
  row: SummaryRow,
  entries: readonly PlatformEntryRow[],
  currency: PricingCurrency,
): ProductSummary {
  return {
    _id: String(row.id),
    title: row.title,
    slug: row.slug,
    typeId: String(row.typeId),
    genreId: String(row.genreId),
    releaseDate: row.releaseDate,
    platforms: entries.map((entry) => presentEntry(entry, currency)),
    images: productImages(row.id, row.imageVersion),
  };
}

/** The platform an entry is on. */
export const presentPlatform = (
  entry: Pick<EntryRow, 'platformId' | 'platformName' | 'platformSlug' | 'categoryId'>,
): ProductPlatformInfo => ({
  _id: String(entry.platformId),
  name: entry.platformName,
  slug: entry.platformSlug,
  categoryId: entry.categoryId,
});

/** The distinct platforms of a product's entries, in catalogue order. */
export function platformsOf(entries: readonly EntryRow[]): ProductPlatformInfo[] {
  const seen = new Map<number, ProductPlatformInfo>();
  for (const e of entries) {
    if (!seen.has(e.platformId)) seen.set(e.platformId, presentPlatform(e));
  }
  return [...seen.values()];
}

type RequirementRow = Awaited<ReturnType<typeof findSystemRequirements>>[number];

/** What the product page shows below the fold, as read from the catalogue. */
export type ProductDetailRows = {
  facts: ProductFacts;
  lang: Language;
  description: string;
  editions: Awaited<ReturnType<typeof findEditions>>;
  entries: readonly EntryRow[];
  requirements: readonly RequirementRow[];
  reviews: Awaited<ReturnType<typeof findReviewSummary>>;
};

const named = (row: { id: number | string; name: string }) => ({
  _id: String(row.id),
  name: row.name,
});

function requirementLevel(row: RequirementRow | undefined): SystemRequirementLevel | null {
  if (!row) return null;
  const { os, processor, memory, graphics, directx, storage, notes } = row;
  return { os, processor, memory, graphics, directx, storage, notes };
}

/** A product's details in the product page's shape. */
export function presentDetails(rows: ProductDetailRows): ProductDetails {
  const { facts, requirements } = rows;
  const minimum = requirements.find((r) => r.level === 'minimum');
  const recommended = requirements.find((r) => r.level === 'recommended');
  return {
    _id: String(facts.id),
    title: facts.title,
    slug: facts.slug,
    type: named({ id: facts.typeId, name: facts.typeName }),
    lang: rows.lang,
    description: rows.description,
    rating: named(facts.rating),
    developer: named(facts.developer),
    publisher: named(facts.publisher),
    genre: named({ id: facts.genre.id, name: genreName(facts.genre.name, rows.lang) }),
    releaseDate: facts.releaseDate,
    editions: rows.editions.map((e) => ({ _id: String(e.id), name: e.name, slug: e.slug })),
    platforms: platformsOf(rows.entries),
    baseProduct:
      facts.baseProductId === null
        ? null
        : {
            _id: String(facts.baseProductId),
            title: facts.baseProductTitle ?? '',
            slug: facts.baseProductSlug ?? '',
          },
    systemRequirements:
      requirements.length === 0
        ? null
        : { minimum: requirementLevel(minimum), recommended: requirementLevel(recommended) },
    reviews: rows.reviews,
    images: productImages(facts.id, facts.imageVersion),
  };
}

/** The currency fields every priced reply carries. */
export const currencyOf = (locale: RequestLocale) => ({
  currency: locale.currency.code,
  currencySymbol: locale.currency.symbol,
});
