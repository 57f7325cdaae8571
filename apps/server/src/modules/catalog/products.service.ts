import { convertMinor } from '@store/shared/rules/money';
import type { ProductList, ProductListQuery } from '@store/shared/schemas/products';
import type { Db } from '../../db/types';
import type { RequestLocale } from '../locale/locale.service';
import { productImages } from './product-images';
import { countProductsCached } from './product-counts';
import { findProductPage } from './products.repository';

/** A page of the catalogue with prices in the request's currency. */
export async function listProducts(
  db: Db,
  locale: RequestLocale,
  query: ProductListQuery,
): Promise<ProductList> {
  const filter = {
    typeId: query.type,
    platformId: query.platform === undefined ? undefined : Number(query.platform),
  };
  const [rows, total] = await Promise.all([
    findProductPage(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    countProductsCached(db, filter),
  ]);
  const rate = locale.currency.rateMicros;
  return {
    products: rows.map((r) => ({
      _id: String(r.id),
      title: r.title,
      slug: r.slug,
      typeId: String(r.typeId),
      genreId: String(r.genreId),
      releaseDate: r.releaseDate,
      platforms: r.platforms.map((e) => ({
        _id: String(e.id),
        platformId: String(e.platformId),
        editionId: e.editionId === null ? null : String(e.editionId),
        editionName: e.editionName,
        regionId: String(e.regionId),
        price: convertMinor(e.priceMinor, rate),
        salePrice: e.salePriceMinor === null ? null : convertMinor(e.salePriceMinor, rate),
        inStock: e.inStock,
      })),
      images: productImages(r.id),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    currency: locale.currency.code,
    currencySymbol: locale.currency.symbol,
  };
}
