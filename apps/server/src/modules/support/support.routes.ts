import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_PACKET_MAX_BYTES,
  ChatSendBody,
  ChatSendReply,
  CreateTicketBody,
  TicketDetail,
  TicketListQuery,
  TicketListReply,
  TicketParams,
  TicketReplyBody,
} from '@store/shared/schemas/support';
import { valueOr } from '../../lib/http-errors';
import { requireUser } from '../sessions/session-guard';
import { requestMeta } from '../users/request-meta';
import { sendChatMessage } from './chat.service';
import { supportError } from './support.errors';
import type { ChatSender, CustomerSender, SupportContext } from './support-context';
import {
  closeTicket,
  createTicket,
  getTicket,
  listTickets,
  replyToTicket,
} from './tickets.service';

const tags = ['support'];

// Before validation, so a guest gets 401 whatever they sent.
const signedIn = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

function customer(request: FastifyRequest): CustomerSender {
  const { user } = requireUser(request);
  const { ip, language } = requestMeta(request);
  return { kind: 'customer', userId: user.id, ip, language };
}

function sender(request: FastifyRequest): ChatSender {
  if (request.auth) return customer(request);
  const { ip, language } = requestMeta(request);
  return { kind: 'guest', ip, language };
}

/**
 * /api/v1/users/tickets: the signed-in customer's tickets (spec section 7), and
 * /api/v1/chat/messages: the help widget's chat for guests and customers, the same service
 * as the live socket's `send`.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: SupportContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply) => {
    // Conversations are private and change with every message.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/users/tickets',
    {
      schema: {
        tags,
        description:
          'The customer’s conversations, chats and tickets alike, the latest change first, 20 a page, each with its last message.',
        querystring: TicketListQuery,
        response: { 200: TicketListReply },
      },
      preValidation: signedIn,
    },
    async (request) => listTickets(ctx, requireUser(request).user.id, request.query.page),
  );

  app.get(
    '/users/tickets/:id',
    {
      schema: {
        tags,
        description:
          'One of the customer’s tickets with its messages, oldest first; 404 for anyone else’s.',
        params: TicketParams,
        response: { 200: TicketDetail },
      },
      preValidation: signedIn,
    },
    async (request) =>
      valueOr(await getTicket(ctx, requireUser(request).user.id, request.params.id), supportError),
  );

  app.post(
    '/users/tickets',
    {
      schema: {
        tags,
        description:
          'Opens a ticket for the support team, who answer within 2 business days; `orderId` links one of the customer’s orders (404 otherwise). The same `clientMessageId` again answers the ticket it opened (200) instead of a new one (201).',
        body: CreateTicketBody,
        response: { 200: TicketDetail, 201: TicketDetail },
      },
      preValidation: signedIn,
      bodyLimit: CHAT_PACKET_MAX_BYTES,
    },
    async (request, reply) => {
      const { ticket, created } = valueOr(
        await createTicket(ctx, customer(request), request.body),
        supportError,
      );
      return reply.code(created ? 201 : 200).send(ticket);
    },
  );

  app.post(
    '/users/tickets/:id/messages',
    {
      schema: {
        tags,
        description:
          'The customer writes in their ticket: stored once per `clientMessageId`; a ticket with staff is open for them again (a closed one reopens), a chat is answered by the assistant. Answers with the ticket.',
        params: TicketParams,
        body: TicketReplyBody,
        response: { 201: TicketDetail },
      },
      preValidation: signedIn,
      bodyLimit: CHAT_PACKET_MAX_BYTES,
    },
    async (request, reply) => {
      const ticket = valueOr(
        await replyToTicket(ctx, customer(request), request.params.id, request.body),
        supportError,
      );
      return reply.code(201).send(ticket);
    },
  );

  app.post(
    '/users/tickets/:id/close',
    {
      schema: {
        tags,
        description: 'The customer closes their ticket; a new message opens it again.',
        params: TicketParams,
        response: { 200: TicketDetail },
      },
      preValidation: signedIn,
      bodyLimit: 1024,
    },
    async (request) =>
      valueOr(
        await closeTicket(ctx, requireUser(request).user.id, request.params.id),
        supportError,
      ),
  );

  app.post(
    '/chat/messages',
    {
      schema: {
        tags,
        description:
          'A chat message, as the live socket’s `send`: stored once per `clientMessageId` for a signed-in customer (a new conversation without `ticketId`), then answered by Biggie AI Assistant unless a person has the conversation. A guest’s chat is not kept and is about the help content only; `ticketId` and `orderId` need sign-in (401).',
        body: ChatSendBody,
        response: { 200: ChatSendReply },
      },
      bodyLimit: CHAT_PACKET_MAX_BYTES,
    },
    async (request) =>
      valueOr(await sendChatMessage(ctx, sender(request), request.body), supportError),
  );
};
