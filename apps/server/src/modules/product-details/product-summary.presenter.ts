import { convertMinor, type PricingCurrency } from '@store/shared/rules/money';
import type { ProductPlatformEntry, ProductSummary } from '@store/shared/schemas/products';
import { productImages } from '../catalog/product-images';
import type { RequestLocale } from '../locale/locale.service';
import type { EntryRow, SummaryRow } from './product-summaries.repository';

/** A platform entry in the list's shape, priced in the announced currency. */
export function presentEntry(entry: EntryRow, currency: PricingCurrency): ProductPlatformEntry {
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

/** A product in the catalogue list's summary shape, with only the given entries. */
export function presentSummary(
  row: SummaryRow,
  entries: readonly EntryRow[],
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
    images: productImages(row.id),
  };
}

/** The currency fields every priced reply carries. */
export const currencyOf = (locale: RequestLocale) => ({
  currency: locale.currency.code,
  currencySymbol: locale.currency.symbol,
});

/** Entries grouped by their product id. */
export function entriesByProduct(entries: readonly EntryRow[]): Map<number, EntryRow[]> {
  const grouped = new Map<number, EntryRow[]>();
  for (const entry of entries) {
    const list = grouped.get(entry.productId);
    if (list) list.push(entry);
    else grouped.set(entry.productId, [entry]);
  }
  return grouped;
}
