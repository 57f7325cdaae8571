import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LookupPushSubscriptionBody,
  LookupPushSubscriptionReply,
  PushPublicKeyReply,
  RemovePushSubscriptionBody,
  RemovePushSubscriptionReply,
  SavePushSubscriptionBody,
  SavePushSubscriptionReply,
} from '@store/shared/schemas/push';
import type { Db } from '../../db/types';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { pushSubscriptionError } from './push-subscriptions.errors';
import {
  isDeviceSubscribed,
  subscribeDevice,
  unsubscribeDevice,
} from './push-subscriptions.service';

const tags = ['notifications'];

export type PushSubscriptionContext = {
  db: Db;
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  now: () => Date;
};

/** /api/v1/notifications/push: the VAPID key, and the signed-in customer's devices. */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<{
  ctx: PushSubscriptionContext;
}> = async (app, { ctx }) => {
  app.get('/public-key', { schema: { tags, response: { 200: PushPublicKeyReply } } }, async () => ({
    publicKey: ctx.publicKey,
  }));

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        body: SavePushSubscriptionBody,
        response: { 201: SavePushSubscriptionReply },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      valueOr(
        await subscribeDevice(
          ctx.db,
          user.id,
          request.body,
          request.headers['user-agent'],
          ctx.now(),
        ),
        pushSubscriptionError,
      );
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    '/subscriptions',
    {
      schema: {
        tags,
        body: RemovePushSubscriptionBody,
        response: { 200: RemovePushSubscriptionReply },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const removed = await unsubscribeDevice(ctx.db, user.id, request.body.endpoint);
      return { success: true as const, removed };
    },
  );

  app.post(
    '/subscriptions/lookup',
    {
      schema: {
        tags,
        body: LookupPushSubscriptionBody,
        response: { 200: LookupPushSubscriptionReply },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return { stored: await isDeviceSubscribed(ctx.db, user.id, request.body.endpoint) };
    },
  );
};
