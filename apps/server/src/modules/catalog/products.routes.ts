import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductList, ProductListQuery } from '@store/shared/schemas/products';
import type { Db } from '../../db/types';
import { listProducts } from './products.service';

/** GET /api/v1/product/products: a page of the catalogue, filtered by type and platform. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: { tags: ['products'], querystring: ProductListQuery, response: { 200: ProductList } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'cookie');
      return listProducts(db, request.locale, request.query);
    },
  );
};
