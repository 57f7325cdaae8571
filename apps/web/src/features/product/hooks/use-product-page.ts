import type { UseQueryResult } from '@tanstack/react-query';
import { productPageKind, type ProductPageKind } from '@store/shared/rules/product-path';
import type {
  CreditDetails,
  ProductDetails,
  ProductPlatformInfo,
  ProductReply,
} from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { ApiRequestError } from '../../../lib/api-error';
import { useCreditDetails } from '../api/get-credit-details';
import { useProductBySlug } from '../api/get-product-by-slug';
import { useProductDetails } from '../api/get-product-details';
import { preloadCover } from '../utils/cover-image';
import {
  creditChoices,
  findCreditChoice,
  findPagePlatform,
  type CreditChoice,
} from '../utils/product-entries';
import { useProductLang } from './use-product-lang';

/** The parts of a product page URL (spec section 2). */
export interface ProductPageParams {
  categoryId: string;
  platformSlug: string;
  productSlug: string;
  /** Gift and subscription cards only. */
  editionSlug?: string;
}

/** A page's data while it loads, once it failed or found nothing, and when it is there. */
export type PageState<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'notFound' }
  | { status: 'ready'; data: T };

export interface GamePageData {
  product: ProductReply;
  details: ProductDetails;
  platform: ProductPlatformInfo;
  /** The purchasable entries on this page's platform, one per edition. */
  entries: ProductPlatformEntry[];
}

export interface CreditPageData {
  product: ProductReply;
  details: ProductDetails;
  credit: CreditDetails;
  choices: CreditChoice[];
  selected: CreditChoice;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Folds the page's queries into one state; a 404 from any of them means no such product. */
function combine<T>(queries: readonly UseQueryResult[], build: () => T | undefined): PageState<T> {
  if (queries.some((query) => query.isError && isNotFound(query.error))) {
    return { status: 'notFound' };
  }
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return {
      status: 'error',
      retry: () => {
        for (const query of failed) void query.refetch();
      },
    };
  }
  if (queries.some((query) => query.data === undefined)) return { status: 'loading' };
  const data = build();
  return data === undefined ? { status: 'notFound' } : { status: 'ready', data };
}

/** The product of a URL, when it is of the page's kind; any other product is not this page's. */
function useProductOfKind(kind: ProductPageKind, slug: string) {
  const product = useProductBySlug(slug);
  if (product.data) preloadCover(product.data.images);
  const matches = product.data ? productPageKind(product.data.typeId) === kind : false;
  return { product, productId: matches ? product.data?._id : undefined, matches };
}

/** Resolves a game or DLC page URL to the product and its entries on the URL's platform. */
export function useGamePage(
  kind: 'game' | 'dlc',
  params: ProductPageParams,
): PageState<GamePageData> {
  const lang = useProductLang();
  const { product, productId, matches } = useProductOfKind(kind, params.productSlug);
  const details = useProductDetails(productId, lang);
  if (product.data && !matches) return { status: 'notFound' };
  return combine([product, details], () => {
    if (!product.data || !details.data) return undefined;
    const platform = findPagePlatform(
      details.data.platforms,
      params.categoryId,
      params.platformSlug,
    );
    const entries = product.data.platforms.filter((entry) => entry.platformId === platform?._id);
    if (!platform || entries.length === 0) return undefined;
    return { product: product.data, details: details.data, platform, entries };
  });
}

/** Resolves a gift or subscription card page URL to the card and the option its edition names. */
export function useCreditPage(
  kind: 'gift-card' | 'subscription',
  params: ProductPageParams,
): PageState<CreditPageData> {
  const lang = useProductLang();
  const { product, productId, matches } = useProductOfKind(kind, params.productSlug);
  const details = useProductDetails(productId, lang);
  const credit = useCreditDetails(productId, lang);
  if (product.data && !matches) return { status: 'notFound' };
  return combine([product, details, credit], () => {
    if (!product.data || !details.data || !credit.data) return undefined;
    const { platform } = credit.data;
    if (!findPagePlatform([platform], params.categoryId, params.platformSlug)) return undefined;
    const choices = creditChoices(credit.data);
    const selected = findCreditChoice(choices, params.editionSlug ?? '');
    if (!selected) return undefined;
    return { product: product.data, details: details.data, credit: credit.data, choices, selected };
  });
}
