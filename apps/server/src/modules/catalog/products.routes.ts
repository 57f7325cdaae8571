import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductList, ProductListQuery } from '@store/shared/schemas/products';
import type { Db } from '../../db/types';
import { currencyKey, type CatalogueCache } from './catalogue-cache';
import { listProducts } from './products.service';

/** GET /api/v1/product/products: a page of the catalogue, filtered, sorted and searched. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db; cache: CatalogueCache }> = async (
  app,
  { db, cache },
) => {
  // The time spent inside the server on this request (handler and serialisation), as a
  // standard Server-Timing header for browser tools and the benchmark.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    return payload;
  });

  app.get(
    '/products',
    {
      schema: { tags: ['products'], querystring: ProductListQuery, response: { 200: ProductList } },
    },
    async (request, reply) => {
      const { query, locale, language } = request;
      reply.header('vary', 'cookie, accept-language');
      // The parsed query is the key, so spellings and defaults of one list share an answer;
      // only a search reads genre names in the request's language.
      const key = [
        'products',
        { ...query, platform: query.platform && [...query.platform].sort((a, b) => a - b) },
        currencyKey(locale),
        query.search === undefined ? null : language,
      ];
      return cache.serve(request, reply, key, () => listProducts(db, locale, query, language));
    },
  );
};
