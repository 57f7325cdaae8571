import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PRODUCT_TYPES, type Language } from '@store/shared/constants';
import {
  kindHasEdition,
  PRODUCT_PAGE_KINDS,
  productPageKind,
  type ProductPageKind,
} from '@store/shared/rules/product-path';
import { CreditDetails, ProductDetails, ProductReply } from '@store/shared/schemas/product-details';
import { NamedLookup, Platform, Region } from '@store/shared/schemas/lookups';
import { ProductList } from '@store/shared/schemas/products';
import { matchPath } from 'react-router';
import { listOf, type QueryValue, type ResponseSchema } from '../lib/api-client';
import { lookupQueryOptions, type LookupName } from '../lib/get-lookup';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { shelfQuery } from '../features/catalog/components/product-shelf';
import { readCatalogSelection, toProductsQuery } from '../features/catalog/utils/catalog-url';
import { creditDetailsQueryOptions } from '../features/product/api/get-credit-details';
import { productBySlugQueryOptions } from '../features/product/api/get-product-by-slug';
import { productDetailsQueryOptions } from '../features/product/api/get-product-details';
import { coverSrcSet, COVER_SIZES } from '../features/product/utils/cover-image';

/** An answer of the store's API as the server got it for the page (its status and JSON body). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Asks the store's API for `GET /api/v1{path}?{query}` on behalf of the page's visitor. */
export type FetchApi = (
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
) => Promise<ApiAnswer>;

/** An image the page shows above the fold, for a `<link rel="preload">` in its head. */
export interface ImagePreload {
  href: string;
  srcSet: string;
  sizes: string;
}

/** What the server learnt while filling a page's first view. */
export type PageData =
  | { kind: 'page'; preload: ImagePreload | null }
  /** The URL names no product: the store answers its not-found page with a 404. */
  | { kind: 'not-found' }
  /** Not a page drawn on the server: the browser draws it. */
  | { kind: 'client-only' };

class ApiAnswerError extends Error {
  constructor(readonly status: number) {
    super(`The store's API answered ${status}`);
  }
}

interface PageContext {
  client: QueryClient;
  fetchApi: FetchApi;
  language: Language;
}

/** Fetches one query of the page under the key the browser looks it up by. */
async function fill<T>(
  { client, fetchApi }: PageContext,
  queryKey: QueryKey,
  path: string,
  schema: ResponseSchema<T>,
  query?: Readonly<Record<string, QueryValue>>,
): Promise<T> {
  return client.query({
    queryKey,
    queryFn: async () => {
      const answer = await fetchApi(path, query);
      if (answer.status !== 200) throw new ApiAnswerError(answer.status);
      return schema.parse(answer.body);
    },
  });
}

/** The lookups a first view shows, each read with its own schema as the browser reads it. */
const FIRST_VIEW_LOOKUPS = {
  platforms: listOf(Platform),
  regions: listOf(Region),
  genres: listOf(NamedLookup),
} satisfies Partial<Record<LookupName, ResponseSchema<unknown>>>;

function fillLookup(page: PageContext, name: keyof typeof FIRST_VIEW_LOOKUPS): Promise<unknown> {
  const { queryKey } = lookupQueryOptions(name, page.language);
  // Named per language only where the browser's key carries the language.
  const lang = queryKey.length > 2 ? page.language : undefined;
  return fill(page, queryKey, `/product/${name}`, FIRST_VIEW_LOOKUPS[name], { lang });
}

const PRODUCT_PAGE_PATTERNS = PRODUCT_PAGE_KINDS.map((kind) => ({
  kind,
  pattern: `/${kind}/:categoryId/:platformName/:productName${kindHasEdition(kind) ? '/:editionName' : ''}`,
}));

function matchProductPage(pathname: string): { kind: ProductPageKind; slug: string } | undefined {
  for (const { kind, pattern } of PRODUCT_PAGE_PATTERNS) {
    const match = matchPath({ path: pattern, caseSensitive: false }, pathname);
    if (match?.params.productName) return { kind, slug: match.params.productName };
  }
  return undefined;
}

async function fillProductPage(
  page: PageContext,
  kind: ProductPageKind,
  slug: string,
): Promise<PageData> {
  const lookups = Promise.all([fillLookup(page, 'platforms'), fillLookup(page, 'regions')]);
  let product: ProductReply;
  try {
    product = await fill(
      page,
      productBySlugQueryOptions(slug).queryKey,
      `/product/title/${encodeURIComponent(slug)}`,
      ProductReply,
    );
  } catch (error) {
    await lookups.catch(() => undefined);
    if (error instanceof ApiAnswerError && error.status === 404) return { kind: 'not-found' };
    throw error;
  }
  if (productPageKind(product.typeId) !== kind) return { kind: 'not-found' };
  const id = product._id;
  const { language } = page;
  await Promise.all([
    lookups,
    fill(
      page,
      productDetailsQueryOptions(id, language).queryKey,
      `/product/product-details/${encodeURIComponent(id)}`,
      ProductDetails,
      { lang: language },
    ),
    kindHasEdition(kind)
      ? fill(
          page,
          creditDetailsQueryOptions(id, language).queryKey,
          `/product/credit-details/${encodeURIComponent(id)}`,
          CreditDetails,
          { lang: language },
        )
      : undefined,
  ]);
  const { images } = product;
  return {
    kind: 'page',
    preload: { href: images.cover, srcSet: coverSrcSet(images), sizes: COVER_SIZES },
  };
}

async function fillCatalogue(page: PageContext, search: string): Promise<PageData> {
  const query = toProductsQuery(readCatalogSelection(new URLSearchParams(search)));
  await Promise.all([
    fillLookup(page, 'platforms'),
    fillLookup(page, 'genres'),
    query
      ? fill(page, productsQueryOptions(query).queryKey, '/product/products', ProductList, {
          ...query,
        })
      : undefined,
  ]);
  return { kind: 'page', preload: null };
}

async function fillHome(page: PageContext): Promise<PageData> {
  await Promise.all([
    fillLookup(page, 'platforms'),
    ...Object.values(PRODUCT_TYPES).map((type) => {
      const query = shelfQuery(type);
      return fill(page, productsQueryOptions(query).queryKey, '/product/products', ProductList, {
        ...query,
      });
    }),
  ]);
  return { kind: 'page', preload: null };
}

/**
 * Fills `client` with what the first view of `url` shows (home, catalogue, product pages),
 * asking the API as the browser would and keeping each answer under the browser's query key.
 */
export function fillPageData(
  client: QueryClient,
  url: URL,
  fetchApi: FetchApi,
  language: Language,
): Promise<PageData> {
  const page = { client, fetchApi, language };
  const pathname = url.pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  if (pathname === '/') return fillHome(page);
  if (pathname === '/products') return fillCatalogue(page, url.search);
  const product = matchProductPage(pathname);
  if (product) return fillProductPage(page, product.kind, product.slug);
  return Promise.resolve({ kind: 'client-only' });
}
