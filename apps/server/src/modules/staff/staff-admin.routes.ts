import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptInvitationBody,
  ChangeStaffRoleBody,
  InviteStaffBody,
  OpenStaffInvitation,
  StaffListReply,
  StaffMemberParams,
} from '@store/shared/schemas/admin-staff';
import { StaffLoginReply, StaffRole } from '@store/shared/schemas/staff';
import { valueOr } from '../../lib/http-errors';
import { staffAdminError } from './staff-admin.errors';
import { changeStaffRole, deactivateStaff, listStaff } from './staff-admin.service';
import { requireStaff, setStaffChallengeCookie } from './staff-guard';
import {
  acceptInvitation,
  inviteStaff,
  type StaffAdminActor,
  type StaffAdminContext,
} from './staff-invitations.service';
import { requestMeta } from '../users/request-meta';

const tags = ['admin'];
const adminsOnly: readonly StaffRole[] = ['admin'];
const bodyLimit = 4096;

function actorOf(request: FastifyRequest): StaffAdminActor {
  const { user } = requireStaff(request);
  return { userId: user.id, email: user.email, ip: request.ip };
}

/**
 * /api/v1/admin/staff for admins: the members and open invitations, inviting by e-mail,
 * changing a role and deactivating; and the open /auth/accept-invitation behind the mailed
 * link. Every change is on the audit log; the store always keeps one active admin.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ ctx: StaffAdminContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/staff',
    {
      schema: {
        tags,
        description:
          'Every staff member (role, authenticator set up, last sign-in, active) and the ' +
          'invitations still open.',
        response: { 200: StaffListReply },
      },
      config: { staffRoles: adminsOnly },
    },
    async () => listStaff(ctx.db, ctx.now()),
  );

  app.post(
    '/staff/invitations',
    {
      schema: {
        tags,
        description:
          'Invites an address with a role: a single-use link to /admin/invite, valid 72 hours, ' +
          'is mailed there (in `language`, else the request’s). 409 for an active member.',
        body: InviteStaffBody,
        response: { 201: OpenStaffInvitation },
      },
      config: { staffRoles: adminsOnly },
      bodyLimit,
    },
    async (request, reply) => {
      const language = request.body.language ?? requestMeta(request).language;
      const invitation = valueOr(
        await inviteStaff(ctx, actorOf(request), request.body, language),
        staffAdminError,
      );
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/auth/accept-invitation',
    {
      schema: {
        tags,
        description:
          'Accepts an invitation with the mailed token, a password and a first name: the ' +
          'account becomes staff with the invited role, and the reply is the sign-in’s next ' +
          'step (`enrol`: a secret to scan, then POST /auth/verify with its first code).',
        body: AcceptInvitationBody,
        response: { 200: StaffLoginReply },
      },
      config: { staffOpen: true },
      bodyLimit,
    },
    async (request, reply) => {
      const { reply: next, challenge } = valueOr(
        await acceptInvitation(ctx, request.body, request.ip),
        staffAdminError,
      );
      setStaffChallengeCookie(request, reply, challenge);
      return next;
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags,
        description:
          'Changes a member’s role at once (their next request has it). 409 for the admin ' +
          'acting, for the last active admin, and for a deactivated member.',
        params: StaffMemberParams,
        body: ChangeStaffRoleBody,
        response: { 200: z.object({ role: StaffRole }) },
      },
      config: { staffRoles: adminsOnly },
      bodyLimit,
    },
    async (request) =>
      valueOr(
        await changeStaffRole(
          ctx.db,
          actorOf(request),
          request.params.id,
          request.body.role,
          ctx.now(),
        ),
        staffAdminError,
      ),
  );

  app.post(
    '/staff/:id/deactivate',
    {
      schema: {
        tags,
        description:
          'Deactivates a member: their staff sessions end and they can no longer sign in ' +
          '(204). 409 for the admin acting, the last active admin, or one already deactivated.',
        params: StaffMemberParams,
      },
      config: { staffRoles: adminsOnly },
      bodyLimit,
    },
    async (request, reply) => {
      valueOr(
        await deactivateStaff(ctx.db, actorOf(request), request.params.id, ctx.now()),
        staffAdminError,
      );
      return reply.code(204).send();
    },
  );
};
