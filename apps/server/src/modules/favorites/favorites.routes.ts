import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddFavoriteBody,
  FavoriteList,
  FavoriteParams,
  FavoriteReply,
  RemoveFavoriteBody,
  RemoveFavoriteReply,
  UpdateFavoriteBody,
} from '@store/shared/schemas/favorites';
import type { Db } from '../../db/types';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { favoriteError } from './favorites.errors';
import { addFavorite, listFavorites, removeFavorite, updateFavorite } from './favorites.service';

const tags = ['favorites'];

/** /api/v1/users/favorites: the signed-in customer's favourite platform groups and alerts. */
export const favoriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/favorites',
    { schema: { tags, response: { 200: FavoriteList } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      reply.header('cache-control', 'no-store');
      return listFavorites(db, request.locale, user.id);
    },
  );

  app.post(
    '/favorites/add',
    { schema: { tags, body: AddFavoriteBody, response: { 200: FavoriteReply } } },
    async (request) => {
      const { user } = requireUser(request);
      return valueOr(await addFavorite(db, request.locale, user.id, request.body), favoriteError);
    },
  );

  app.post(
    '/favorites/remove',
    { schema: { tags, body: RemoveFavoriteBody, response: { 200: RemoveFavoriteReply } } },
    async (request) => {
      const { user } = requireUser(request);
      const removed = await removeFavorite(db, user.id, request.body.platformGroupId);
      return { success: true as const, removed };
    },
  );

  app.patch(
    '/favorites/:platformGroupId',
    {
      schema: {
        tags,
        params: FavoriteParams,
        body: UpdateFavoriteBody,
        response: { 200: FavoriteReply },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return valueOr(
        await updateFavorite(
          db,
          request.locale,
          user.id,
          request.params.platformGroupId,
          request.body,
        ),
        favoriteError,
      );
    },
  );
};
