import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdentityVerificationReply } from '@store/shared/schemas/identity';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import type { IdentityContext } from './identity-context';
import { identityError } from './identity.errors';
import { getVerification, startVerification } from './identity.service';

const tags = ['identity'];

// Before validation, so a guest gets 401 whatever they sent.
const signedIn = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

/**
 * /api/v1/identity/verification: the signed-in customer's identity check (spec sections 3
 * and 4): where it stands, and starting one. Only ever the customer's own.
 */
export const identityRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply) => {
    // It carries the provider's client secret while the check is open.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/verification',
    {
      schema: {
        tags,
        description:
          'The customer’s latest identity check (verificationStatus, verificationError, the ' +
          'provider’s verificationSecret while it is open) and whether one is required.',
        response: { 200: IdentityVerificationReply },
      },
      preValidation: signedIn,
    },
    async (request) =>
      valueOr(await getVerification(ctx, requireUser(request).user.id), identityError),
  );

  app.post(
    '/verification',
    {
      schema: {
        tags,
        description:
          'Starts an identity check at the provider (status processing_verification), or ' +
          'answers the open one. Only for a customer the store asked for a check; 5 new ' +
          'checks a day.',
        response: { 200: IdentityVerificationReply },
      },
      bodyLimit: 1024,
      preValidation: signedIn,
    },
    async (request) =>
      valueOr(await startVerification(ctx, requireUser(request).user.id), identityError),
  );
};
