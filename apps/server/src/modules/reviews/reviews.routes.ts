import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ByProductIdParams } from '@store/shared/schemas/product-details';
import { ReviewBody, ReviewList, ReviewReply, ReviewsQuery } from '@store/shared/schemas/reviews';
import type { Db } from '../../db/types';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { reviewError } from './reviews.errors';
import { listReviews, writeReview } from './reviews.service';

const tags = ['reviews'];

/** /api/v1/product/reviews: read a product's reviews; signed-in customers write their own. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reviews/:productId',
    {
      schema: {
        tags,
        params: ByProductIdParams,
        querystring: ReviewsQuery,
        response: { 200: ReviewList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { productId } = request.params;
      return valueOr(
        await listReviews(db, productId, request.query, request.auth?.user.id),
        reviewError,
      );
    },
  );

  app.post(
    '/reviews',
    { schema: { tags, body: ReviewBody, response: { 200: ReviewReply, 201: ReviewReply } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const written = valueOr(await writeReview(db, user, request.body), reviewError);
      return reply.code(written.replaced ? 200 : 201).send(written);
    },
  );
};
