import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTicketAssignBody,
  AdminTicketDetail,
  AdminTicketListReply,
  AdminTicketQuery,
  AdminTicketReplyBody,
  CHAT_PACKET_MAX_BYTES,
  TicketParams,
} from '@store/shared/schemas/support';
import { valueOr } from '../../lib/http-errors';
import { requireStaff } from '../staff/staff-guard';
import { supportError } from './support.errors';
import {
  SUPPORT_STAFF_ROLES,
  type SupportContext,
  type SupportStaffActor,
} from './support-context';
import {
  assignTicket,
  closeAsStaff,
  getInboxTicket,
  listInbox,
  replyAsStaff,
} from './support-inbox.service';

const tags = ['admin'];
const config = { staffRoles: SUPPORT_STAFF_ROLES };

function actorOf(request: FastifyRequest): SupportStaffActor {
  const { user } = requireStaff(request);
  return { userId: user.id, email: user.email, ip: request.ip, firstName: user.firstName };
}

/**
 * /api/v1/admin/tickets: the support inbox for support agents and admins: tickets with
 * staff, one with its conversation and the customer's orders, assigning, answering and
 * closing, each change on the audit log.
 */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ ctx: SupportContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/tickets',
    {
      schema: {
        tags,
        description:
          'Tickets with staff by status, category, assignee (`me`, `none`, `any`) and `q` (topic, the customer’s e-mail or the ticket id): the open ones first, the assistant’s hand-offs first among them, then whoever has waited longest; `openCount` counts every open ticket.',
        querystring: AdminTicketQuery,
        response: { 200: AdminTicketListReply },
      },
      config,
    },
    async (request) => listInbox(ctx, requireStaff(request).user.id, request.query),
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags,
        description:
          'One ticket with its conversation, oldest first, and the customer’s 10 latest orders.',
        params: TicketParams,
        response: { 200: AdminTicketDetail },
      },
      config,
    },
    async (request) => valueOr(await getInboxTicket(ctx.db, request.params.id), supportError),
  );

  app.post(
    '/tickets/:id/assign',
    {
      schema: {
        tags,
        description:
          'Assigns the ticket to an active support agent or admin by number, or to nobody with `null`; 400 for anyone else.',
        params: TicketParams,
        body: AdminTicketAssignBody,
        response: { 200: AdminTicketDetail },
      },
      config,
      bodyLimit: 1024,
    },
    async (request) =>
      valueOr(
        await assignTicket(ctx, actorOf(request), request.params.id, request.body),
        supportError,
      ),
  );

  app.post(
    '/tickets/:id/reply',
    {
      schema: {
        tags,
        description:
          'Answers the customer under the member’s first name (`status`: answered, or waiting_for_customer for a question): live in their open chat, else by e-mail. 409 on a closed ticket.',
        params: TicketParams,
        body: AdminTicketReplyBody,
        response: { 200: AdminTicketDetail },
      },
      config,
      bodyLimit: CHAT_PACKET_MAX_BYTES,
    },
    async (request) =>
      valueOr(
        await replyAsStaff(ctx, actorOf(request), request.params.id, request.body),
        supportError,
      ),
  );

  app.post(
    '/tickets/:id/close',
    {
      schema: {
        tags,
        description: 'Closes the ticket; the customer’s next message opens it again.',
        params: TicketParams,
        response: { 200: AdminTicketDetail },
      },
      config,
      bodyLimit: 1024,
    },
    async (request) =>
      valueOr(await closeAsStaff(ctx, actorOf(request), request.params.id), supportError),
  );
};
