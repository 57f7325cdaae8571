import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductList, ProductListQuery } from '@store/shared/schemas/products';
import type { Db } from '../../db/types';
import { listProducts } from './products.service';

/** GET /api/v1/product/products: a page of the catalogue, filtered, sorted and searched. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      reply.header('cache-control', 'no-cache');
      // A search reads genre names in the request's language.
      reply.header('vary', 'cookie, accept-language');
      return listProducts(db, request.locale, request.query, request.language);
    },
  );
};
