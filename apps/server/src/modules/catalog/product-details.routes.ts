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
import { getCreditDetails } from './credit-details.service';
import { getProductDetails, getScreenshots } from './product-details.service';
import {
  getProduct,
  getProductByTitle,
  getProductOnPlatform,
  getSuggestedProducts,
} from './products-lookup.service';

const tags = ['products'];

// Prices follow the currency cookie and stock changes with every sale: always revalidate.
function priced(reply: FastifyReply): void {
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'cookie');
}

/** /api/v1/product: one product by id, platform or title, its details and cards. */
export const productDetailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/id/:id',
    { schema: { tags, params: ByIdParams, response: { 200: ProductReply } } },
    async (request, reply) => {
      priced(reply);
      return valueOr(await getProduct(db, request.locale, request.params.id), catalogError);
    },
  );

  app.get(
    '/suggested/:id',
    { schema: { tags, params: ByIdParams, response: { 200: SuggestedProducts } } },
    async (request, reply) => {
      priced(reply);
      return valueOr(
        await getSuggestedProducts(db, request.locale, request.params.id),
        catalogError,
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
      const { productId, platformId } = request.params;
      return valueOr(
        await getProductOnPlatform(db, request.locale, productId, platformId, request.query.lang),
        catalogError,
      );
    },
  );

  app.get(
    '/title/:title',
    { schema: { tags, params: ProductTitleParams, response: { 200: ProductReply } } },
    async (request, reply) => {
      priced(reply);
      return valueOr(
        await getProductByTitle(db, request.locale, request.params.title),
        catalogError,
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
      reply.header('cache-control', 'no-cache');
      return valueOr(
        await getProductDetails(db, request.params.productId, request.query.lang),
        catalogError,
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
      return valueOr(
        await getCreditDetails(db, request.locale, request.params.productId, request.query.lang),
        catalogError,
      );
    },
  );
};

/**
 * A product's screenshots: `/api/v1/product/screenshots?productId`, and the same answer at the
 * spec's own path, `/api/product/screenshots?productId` (§7), where app.ts registers it again.
 */
export const screenshotRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/screenshots',
    { schema: { tags, querystring: ScreenshotsQuery, response: { 200: Screenshots } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return valueOr(await getScreenshots(db, request.query.productId), catalogError);
    },
  );
};
