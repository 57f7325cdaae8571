import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFERRAL_SETTINGS_CACHE_SECONDS } from '@store/shared/constants';
import {
  PageQuery,
  PayoutParams,
  PayoutRequest,
  ReferralEarningsReply,
  ReferralListReply,
  ReferralPayout,
  ReferralPayoutsReply,
  ReferralProfile,
  ReferralSettings,
} from '@store/shared/schemas/referrals';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { referralSettings } from './referral-programme';
import { referralError } from './referrals.errors';
import {
  askForPayout,
  getEarnings,
  getPayout,
  getPayouts,
  getReferralList,
  getReferralProfile,
  type ReferralContext,
} from './referrals.service';

const tags = ['referrals'];
/** A payout request is one currency code; anything far larger is refused unread. */
const bodyLimit = 1024;
const PayoutHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Must be 8 to 128 letters, digits, - or _')
    .optional(),
});

// Before validation, so a guest gets 401 whatever they sent.
const signedIn = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

/** /api/v1/referrals: the programme's terms, and the signed-in customer's own referrals. */
export const referralRoutes: FastifyPluginAsyncZod<{ ctx: ReferralContext }> = async (
  app,
  { ctx },
) => {
  const settings = referralSettings(ctx.programme);

  app.get(
    '/settings',
    {
      schema: {
        tags,
        description:
          'The programme: the link’s parameter and cookie, the payout percent, maturity, ' +
          'window and minimum payout, the booster and the milestones.',
        response: { 200: ReferralSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${REFERRAL_SETTINGS_CACHE_SECONDS}`);
      return settings;
    },
  );

  const own: FastifyPluginAsyncZod = async (me) => {
    me.addHook('onSend', async (_request, reply) => {
      // Private, and changed by every friend's order.
      reply.header('cache-control', 'private, no-store');
    });

    me.get(
      '/me',
      {
        schema: {
          tags,
          description:
            'The customer’s code and link, payout percent with its booster, referral counts, ' +
            'balances per currency (pending, unpaid, requested, paid, lifetime) and milestones.',
          response: { 200: ReferralProfile },
        },
        preValidation: signedIn,
      },
      async (request) => getReferralProfile(ctx, requireUser(request).user.id),
    );

    me.get(
      '/me/referrals',
      {
        schema: {
          tags,
          description:
            'The friends who joined with the customer’s code, newest first; e-mails masked.',
          querystring: PageQuery,
          response: { 200: ReferralListReply },
        },
        preValidation: signedIn,
      },
      async (request) => getReferralList(ctx, requireUser(request).user.id, request.query),
    );

    me.get(
      '/me/earnings',
      {
        schema: {
          tags,
          description: 'What the friends’ orders earned, newest first, with each earning’s status.',
          querystring: PageQuery,
          response: { 200: ReferralEarningsReply },
        },
        preValidation: signedIn,
      },
      async (request) => getEarnings(ctx, requireUser(request).user.id, request.query),
    );

    me.get(
      '/me/payouts',
      {
        schema: {
          tags,
          description: 'The customer’s payout requests, newest first.',
          response: { 200: ReferralPayoutsReply },
        },
        preValidation: signedIn,
      },
      async (request) => getPayouts(ctx, requireUser(request).user.id),
    );

    me.get(
      '/me/payouts/:id',
      {
        schema: {
          tags,
          description: 'One of the customer’s payouts; 404 for an unknown or someone else’s.',
          params: PayoutParams,
          response: { 200: ReferralPayout },
        },
        preValidation: signedIn,
      },
      async (request) =>
        valueOr(
          await getPayout(ctx, requireUser(request).user.id, request.params.id),
          referralError,
        ),
    );

    me.post(
      '/me/payouts',
      {
        schema: {
          tags,
          description:
            'Asks for the whole available (unpaid) balance of one currency to be paid. 400 below ' +
            'the minimum or for a currency without earnings. A repeat with the same ' +
            '`Idempotency-Key` answers with the same payout.',
          headers: PayoutHeaders,
          body: PayoutRequest,
          response: { 201: ReferralPayout },
        },
        preValidation: signedIn,
        bodyLimit,
      },
      async (request, reply) => {
        const payout = valueOr(
          await askForPayout(
            ctx,
            requireUser(request).user.id,
            request.body,
            request.headers['idempotency-key'],
          ),
          referralError,
        );
        return reply.code(201).send(payout);
      },
    );
  };
  await app.register(own);
};
