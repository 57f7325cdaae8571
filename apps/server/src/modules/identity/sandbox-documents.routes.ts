import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxIdentityParams, SandboxUploadReply } from '@store/shared/schemas/identity';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { identityError } from './identity.errors';
import { submitSandboxDocuments, type SandboxDocumentsContext } from './sandbox-documents.service';
import { readSandboxUpload } from './sandbox-upload';

/**
 * /api/v1/sandbox/identity: the built-in identity provider's upload, for the signed-in
 * customer whose session it is (with the session's client secret and the CSRF header, as
 * every change). Multipart: `clientSecret`, `name`, and the photos `document` and `selfie`.
 */
export const sandboxDocumentRoutes: FastifyPluginAsyncZod<{
  ctx: SandboxDocumentsContext;
}> = async (app, { ctx }) => {
  // Only these routes take multipart bodies; their limits are read per request.
  await app.register(multipart);

  app.post(
    '/:sessionId/documents',
    {
      schema: {
        tags: ['sandbox identity'],
        description:
          'Uploads the photo of the document and a selfie (JPEG, PNG or WebP, 10 MB each) ' +
          'with the name on the document, which decides the sandbox’s outcome: “Test ' +
          'Verified”, “Test Rejected”, “Test Resubmit”, “Test Review”; any other name is ' +
          'verified. The decision arrives as the identity webhook.',
        params: SandboxIdentityParams,
        consumes: ['multipart/form-data'],
        response: { 202: SandboxUploadReply },
      },
      // Before the body is read, so a guest gets 401 without sending photos.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const upload = valueOr(await readSandboxUpload(request), identityError);
      valueOr(
        await submitSandboxDocuments(ctx, {
          ...upload,
          userId: user.id,
          sessionId: request.params.sessionId,
        }),
        identityError,
      );
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ received: true as const });
    },
  );
};
