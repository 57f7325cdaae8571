import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ByIdParams,
  ByProductIdParams,
  CreditDetails,
  LangQuery,
  ProductDetails,
  ProductOnPlatform,
  ProductPlatformParams,
  ProductReply,
  ProductTitleParams,
  Screenshots,
  ScreenshotsQuery,
  SuggestedProducts,
} from '@store/shared/schemas/product-details';
import type { Db } from '../../db/types';
import { valueOr } from '../../lib/http-errors';
import { catalogError } from './catalog.errors';
import { currencyKey, type CatalogueCache } from './catalogue-cache';
import { getCreditDetails } from './credit-details.service';
import { getProductDetails, getScreenshots } from './product-details.service';
import {
  getProduct,
  getProductByTitle,
  getProductOnPlatform,
  getSuggestedProducts,
} from './products-lookup.service';

const tags = ['products'];

// Prices follow the currency cookie and stock changes with every sale: browsers always
// revalidate (the ETag makes that a 304 when nothing changed).
function priced(reply: FastifyReply): void {
  reply.header('vary', 'cookie');
}

type CatalogueRoutesOptions = { db: Db; cache: CatalogueCache };

/** /api/v1/product: one product by id, platform or title, its details and cards. */
export const productDetailRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/id/:id',
    { schema: { tags, params: ByIdParams, response: { 200: ProductReply } } },
    async (request, reply) => {
      priced(reply);
      const { locale } = request;
      const { id } = request.params;
      return cache.serve(request, reply, ['product', id, currencyKey(locale)], async () =>
        valueOr(await getProduct(db, locale, id), catalogError),
      );
    },
  );

  app.get(
    '/suggested/:id',
    { schema: { tags, params: ByIdParams, response: { 200: SuggestedProducts } } },
    async (request, reply) => {
      priced(reply);
      const { locale } = request;
      const { id } = request.params;
      return cache.serve(request, reply, ['suggested', id, currencyKey(locale)], async () =>
        valueOr(await getSuggestedProducts(db, locale, id), catalogError),
      );
    },
  );

  app.get(
    '/id/:productId/:platformId',
    {
      schema: {
        tags,
        params: ProductPlatformParams,
        querystring: LangQuery,
        response: { 200: ProductOnPlatform },
      },
    },
    async (request, reply) => {
      priced(reply);
      const { locale } = request;
      const { productId, platformId } = request.params;
      const { lang } = request.query;
      const key = ['on-platform', productId, platformId, lang, currencyKey(locale)];
      return cache.serve(request, reply, key, async () =>
        valueOr(await getProductOnPlatform(db, locale, productId, platformId, lang), catalogError),
      );
    },
  );

  app.get(
    '/title/:title',
    { schema: { tags, params: ProductTitleParams, response: { 200: ProductReply } } },
    async (request, reply) => {
      priced(reply);
      const { locale } = request;
      const { title } = request.params;
      return cache.serve(request, reply, ['by-title', title, currencyKey(locale)], async () =>
        valueOr(await getProductByTitle(db, locale, title), catalogError),
      );
    },
  );

  app.get(
    '/product-details/:productId',
    {
      schema: {
        tags,
        params: ByProductIdParams,
        querystring: LangQuery,
        response: { 200: ProductDetails },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const { lang } = request.query;
      return cache.serve(request, reply, ['details', productId, lang], async () =>
        valueOr(await getProductDetails(db, productId, lang), catalogError),
      );
    },
  );

  app.get(
    '/credit-details/:productId',
    {
      schema: {
        tags,
        params: ByProductIdParams,
        querystring: LangQuery,
        response: { 200: CreditDetails },
      },
    },
    async (request, reply) => {
      priced(reply);
      const { locale } = request;
      const { productId } = request.params;
      const { lang } = request.query;
      const key = ['credit-details', productId, lang, currencyKey(locale)];
      return cache.serve(request, reply, key, async () =>
        valueOr(await getCreditDetails(db, locale, productId, lang), catalogError),
      );
    },
  );
};

/**
 * A product's screenshots: `/api/v1/product/screenshots?productId`, and the same answer at the
 * spec's own path, `/api/product/screenshots?productId` (§7), where app.ts registers it again.
 */
export const screenshotRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/screenshots',
    { schema: { tags, querystring: ScreenshotsQuery, response: { 200: Screenshots } } },
    async (request, reply) => {
      const { productId } = request.query;
      return cache.serve(request, reply, ['screenshots', productId], async () =>
        valueOr(await getScreenshots(db, productId), catalogError),
      );
    },
  );
};
