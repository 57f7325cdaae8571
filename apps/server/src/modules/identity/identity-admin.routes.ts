import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerParams } from '@store/shared/schemas/admin-customers';
import { AdminIdentityParams, AdminIdentityReply } from '@store/shared/schemas/identity';
import type { StaffRole } from '@store/shared/schemas/staff';
import { valueOr } from '../../lib/http-errors';
import type { AuditActor } from '../staff/audit-actor';
import { requireStaff } from '../staff/staff-guard';
import type { IdentityContext } from './identity-context';
import { decideIdentityReview, getCustomerIdentity } from './identity-admin.service';
import { identityError } from './identity.errors';

const tags = ['admin'];
/** Support works manual reviews, as it works the order review queue (admins always may). */
const reviewers: readonly StaffRole[] = ['support'];

function actorOf(request: FastifyRequest): AuditActor {
  const { user } = requireStaff(request);
  return { userId: user.id, email: user.email, ip: request.ip };
}

/**
 * /api/v1/admin/customers/:id/identity: a customer's identity checks on their back-office
 * page, and the decision on one waiting for manual review, each on the audit log.
 */
export const identityAdminRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/customers/:id/identity',
    {
      schema: {
        tags,
        description:
          'Whether the customer must verify their identity, why, and their checks, newest ' +
          'first (status and reason; the documents are never shown).',
        params: CustomerParams,
        response: { 200: AdminIdentityReply },
      },
      config: { staffRoles: reviewers },
    },
    async (request) => valueOr(await getCustomerIdentity(ctx, request.params.id), identityError),
  );

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/customers/:id/identity/:verificationId/${action}`,
      {
        schema: {
          tags,
          description: approve
            ? 'Approves a check waiting for manual review: verified, and the customer’s ' +
              'identity check is lifted at once; 409 when it is not waiting for review.'
            : 'Rejects a check waiting for manual review: a support ticket of category ' +
              'identity opens for the customer; 409 when it is not waiting for review.',
          params: AdminIdentityParams,
          response: { 200: AdminIdentityReply },
        },
        config: { staffRoles: reviewers },
        bodyLimit: 1024,
      },
      async (request) =>
        valueOr(
          await decideIdentityReview(ctx, actorOf(request), {
            userId: request.params.id,
            verificationId: request.params.verificationId,
            approve,
          }),
          identityError,
        ),
    );
  }
};
