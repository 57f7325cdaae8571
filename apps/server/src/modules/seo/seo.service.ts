import {
  editionSegment,
  kindHasEdition,
  productPageKind,
  productPath,
  type ProductPageKind,
} from '@store/shared/rules/product-path';
import { convertMinor } from '@store/shared/rules/money';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  readEntries,
  readPageProduct,
  readProductPageCount,
  readProductPages,
} from '../catalog/catalog-reads';
import { productImageUrl } from '../catalog/product-images';
import type { RequestLocale } from '../locale/locale.service';
import type { ProductHead } from './product-head';
import { summarize } from './product-head';
import { SITEMAP_PAGE_SIZE, sitemapFileCount, STATIC_PAGES } from './sitemap';

/** A product page URL taken apart by the route that received it. */
export type ProductPageRequest = {
  kind: ProductPageKind;
  categoryId: string;
  platformSlug: string;
  productSlug: string;
  editionSlug?: string | undefined;
};

/** The URL names no product page: the route answers the web app's own 404 page. */
export type PageNotFound = Failure<'page-not-found'>;
export type SitemapNotFound = Failure<'sitemap-not-found'>;

// Slugs are short lower-case words; anything longer or stranger names no product.
const SEGMENT = /^[a-z0-9-]{1,200}$/;
const SITEMAP_FILE = /^products-(\d{1,6})\.xml$/;

/**
 * The head of the product page a URL names, priced in the reader's currency, unless the URL
 * names no product, platform or edition of this store (or the wrong kind of page).
 */
export async function findProductHead(
  db: Db,
  locale: RequestLocale,
  publicUrl: string,
  page: ProductPageRequest,
): Promise<Result<ProductHead, PageNotFound>> {
  const parts = [page.categoryId, page.platformSlug, page.productSlug, page.editionSlug ?? 'x'];
  if (!parts.every((part) => SEGMENT.test(part.toLowerCase()))) return fail('page-not-found');
  const product = await readPageProduct(db, page.productSlug.toLowerCase());
  if (!product || productPageKind(product.typeId) !== page.kind) return fail('page-not-found');
  const entries = (await readEntries(db, product.id)).filter(
    (e) =>
      e.platformSlug === page.platformSlug.toLowerCase() &&
      e.categoryId === page.categoryId.toLowerCase() &&
      (!kindHasEdition(page.kind) ||
        editionSegment(e.editionName) === page.editionSlug?.toLowerCase()),
  );
  const first = entries[0];
  if (!first) return fail('page-not-found');
  const platform = { categoryId: first.categoryId, slug: first.platformSlug };
  const canonicalUrl = `${publicUrl}${productPath(product, first, platform)}`;
  const edition = kindHasEdition(page.kind) ? first.editionName : null;
  return ok({
    title: product.title,
    pageTitle: `${product.title} – ${first.platformName}${edition ? ` (${edition})` : ''} | BigKeys`,
    description: summarize(
      product.description ?? `${product.title} for ${first.platformName} at BigKeys.`,
    ),
    canonicalUrl,
    coverUrl: `${publicUrl}${productImageUrl(product.id, 'cover', product.imageVersion)}`,
    largeUrl: `${publicUrl}${productImageUrl(product.id, 'large', product.imageVersion)}`,
    category: product.typeName,
    brand: product.publisher,
    reviews: product.reviews,
    offers: entries.map((e) => ({
      sku: String(e.id),
      name: e.editionName,
      priceMinor: convertMinor(e.salePriceMinor ?? e.priceMinor, locale.currency),
      currency: locale.currency.code,
      inStock: e.inStock,
    })),
  });
}

/** The sitemap files of the store: the static pages, then the product pages in slices. */
export async function listSitemapFiles(db: Db, publicUrl: string): Promise<string[]> {
  const files = sitemapFileCount(await readProductPageCount(db));
  return [
    `${publicUrl}/sitemaps/pages.xml`,
    ...Array.from({ length: files }, (_, i) => `${publicUrl}/sitemaps/products-${i + 1}.xml`),
  ];
}

/** The absolute URLs of the static pages. */
export const staticPageUrls = (publicUrl: string): string[] =>
  STATIC_PAGES.map((path) => `${publicUrl}${path}`);

/** Product page URLs of sitemap file `file` (from 1); undefined past the last one. */
export async function listProductPageUrls(
  db: Db,
  publicUrl: string,
  file: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string[] | undefined> {
  if (file < 1 || file > sitemapFileCount(await readProductPageCount(db), pageSize)) {
    return undefined;
  }
  const rows = await readProductPages(db, (file - 1) * pageSize, pageSize);
  return rows.map(
    (row) =>
      `${publicUrl}${productPath(row, row, { categoryId: row.categoryId, slug: row.platformSlug })}`,
  );
}

/** The URLs of a sitemap file by its name: `pages.xml` or `products-<n>.xml`. */
export async function listSitemapUrls(
  db: Db,
  publicUrl: string,
  file: string,
): Promise<Result<string[], SitemapNotFound>> {
  if (file === 'pages.xml') return ok(staticPageUrls(publicUrl));
  const match = SITEMAP_FILE.exec(file);
  const urls = match ? await listProductPageUrls(db, publicUrl, Number(match[1])) : undefined;
  return urls ? ok(urls) : fail('sitemap-not-found');
}
