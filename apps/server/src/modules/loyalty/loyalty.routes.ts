import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AchievementProfile,
  PointsQuery,
  PointsReply,
  PrestigeReply,
  PrestigeRequest,
  QuestClaimReply,
  SeenAchievementsRequest,
  UnseenAchievementsReply,
} from '@store/shared/schemas/loyalty';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { loyaltyError } from './loyalty.errors';
import {
  claimQuest,
  getAchievementProfile,
  listPoints,
  listUnseenAchievements,
  markSeen,
  prestige,
  type LoyaltyContext,
} from './loyalty.service';

const tags = ['loyalty'];
/** Every body here is a flag or a few ids; anything far larger is refused unread. */
const bodyLimit = 4096;
const QuestParams = z.object({ id: z.string().min(1).max(64) });

// Before validation, so a guest gets 401 whatever they sent.
const signedIn = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

/** /api/v1/users/me: the signed-in customer's level, achievements, quests and prestige. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply) => {
    // Private, and changed by every order, claim and sign-in.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/achievement-profile',
    {
      schema: {
        tags,
        description:
          'Level, prestige, achievements, the quests of the current periods (opened on first ' +
          'sight), the community goal and the stats; money in EUR minor units.',
        response: { 200: AchievementProfile },
      },
      preValidation: signedIn,
    },
    async (request) => getAchievementProfile(ctx, requireUser(request).user.id),
  );

  app.get(
    '/points',
    {
      schema: {
        tags,
        description: 'The XP history, newest first, and the XP since the last prestige.',
        querystring: PointsQuery,
        response: { 200: PointsReply },
      },
      preValidation: signedIn,
    },
    async (request) => listPoints(ctx, requireUser(request).user.id, request.query),
  );

  app.post(
    '/quests/:id/claim',
    {
      schema: {
        tags,
        description:
          'Claims a completed quest’s XP, once. 404 for an unknown or someone else’s quest, ' +
          '400 when expired, incomplete or a locked story chapter, 409 when already claimed.',
        params: QuestParams,
        response: { 200: QuestClaimReply },
      },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request) =>
      valueOr(await claimQuest(ctx, requireUser(request).user.id, request.params.id), loyaltyError),
  );

  app.post(
    '/prestige',
    {
      schema: {
        tags,
        description:
          'Resets level 5 to level 1 for a prestige star; needs `{"confirm": true}`. 400 below ' +
          'level 5 or at the highest prestige.',
        body: PrestigeRequest,
        response: { 200: PrestigeReply },
      },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request) => valueOr(await prestige(ctx, requireUser(request).user.id), loyaltyError),
  );

  app.get(
    '/achievements/unseen',
    {
      schema: {
        tags,
        description: 'Achievements reached and not yet shown, oldest first: each toasts once.',
        response: { 200: UnseenAchievementsReply },
      },
      preValidation: signedIn,
    },
    async (request) => listUnseenAchievements(ctx, requireUser(request).user.id),
  );

  app.post(
    '/achievements/seen',
    {
      schema: {
        tags,
        description: 'Marks the customer’s own achievements as shown (204).',
        body: SeenAchievementsRequest,
        response: { 204: z.null().describe('Marked as shown') },
      },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request, reply) => {
      await markSeen(ctx, requireUser(request).user.id, request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
