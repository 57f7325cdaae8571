import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AdminOrderDetail,
  AdminOrderParams,
  AdminOrderSearchQuery,
  AdminOrderSearchReply,
  AdminRefundBody,
  AdminRefundReply,
  ResendReceiptReply,
  ReviewDecisionBody,
  ReviewDecisionReply,
  ReviewQueueReply,
} from '@store/shared/schemas/orders-admin';
import { valueOr } from '../../lib/http-errors';
import { requireStaff } from '../staff/staff-guard';
import { resendReceipt } from './order-receipts.service';
import { refundOrderAsStaff } from './order-refunds.service';
import { findOrders, getOrderDetail } from './order-lookup.service';
import type { OrdersAdminActor, OrdersAdminContext } from './orders-admin-context';
import { ordersAdminError } from './orders-admin.errors';
import { decideReview, listReviewQueue } from './review-queue.service';

const tags = ['admin'];
/** Support agents work the fraud review queue (admins always may). */
const reviewRoles = ['support'] as const;
/** Orders are read by support and finance, who both answer questions about them. */
const orderRoles = ['support', 'finance'] as const;
/** Refunds: finance without limit, support up to the configured limit. */
const refundRoles = ['support', 'finance'] as const;

function actorOf(request: FastifyRequest): OrdersAdminActor {
  const { user, staff } = requireStaff(request);
  return { userId: user.id, email: user.email, ip: request.ip, role: staff.role };
}

/**
 * /api/v1/admin/review-queue and /api/v1/admin/orders: the fraud review queue and its
 * decisions, order search and detail, staff refunds and the receipt sent again; every
 * change on the audit log in its own transaction.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ ctx: OrdersAdminContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/review-queue',
    {
      schema: {
        tags,
        description:
          'Orders held by the fraud rules, oldest first, with the reasons, the card’s and ' +
          'the account’s countries and the customer’s history.',
        response: { 200: ReviewQueueReply },
      },
      config: { staffRoles: reviewRoles },
    },
    async (request) => listReviewQueue(ctx, requireStaff(request).staff.role),
  );

  for (const approve of [true, false]) {
    app.post(
      `/review-queue/:orderId/${approve ? 'approve' : 'reject'}`,
      {
        schema: {
          tags,
          description: approve
            ? 'Approves a held order: its keys are delivered and the customer is told live and by e-mail. 409 when already decided.'
            : 'Rejects a held order: refunded in full through the provider, its keys back on sale, the customer told. 409 when already decided.',
          params: AdminOrderParams,
          body: ReviewDecisionBody,
          response: { 200: ReviewDecisionReply },
        },
        config: { staffRoles: reviewRoles },
        bodyLimit: 4096,
      },
      async (request) =>
        valueOr(
          await decideReview(ctx, actorOf(request), request.params.orderId, {
            approve,
            reason: request.body.reason,
          }),
          ordersAdminError,
        ),
    );
  }

  app.get(
    '/orders',
    {
      schema: {
        tags,
        description:
          'Orders whose number, customer e-mail, invoice number or payment id starts with `q` (or all), newest first.',
        querystring: AdminOrderSearchQuery,
        response: { 200: AdminOrderSearchReply },
      },
      config: { staffRoles: orderRoles },
    },
    async (request) => findOrders(ctx, requireStaff(request).staff.role, request.query),
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        description:
          'One order: lines, totals, invoice, payment, refund, keys by id and state (never their text) and the timeline of its events.',
        params: AdminOrderParams,
        response: { 200: AdminOrderDetail },
      },
      config: { staffRoles: orderRoles },
    },
    async (request) =>
      valueOr(
        await getOrderDetail(ctx, requireStaff(request).staff.role, request.params.orderId),
        ordersAdminError,
      ),
  );

  app.post(
    '/orders/:orderId/refund',
    {
      schema: {
        tags,
        description:
          'Refunds the order in full through the provider. Outside the customer refund rules only with `overrideRules` and a reason of 10 characters or more; support agents up to their limit (403 above it); 409 once refunded.',
        params: AdminOrderParams,
        body: AdminRefundBody,
        response: { 200: AdminRefundReply },
      },
      config: { staffRoles: refundRoles },
      bodyLimit: 4096,
    },
    async (request) =>
      valueOr(
        await refundOrderAsStaff(ctx, actorOf(request), request.params.orderId, request.body),
        ordersAdminError,
      ),
  );

  app.post(
    '/orders/:orderId/resend-receipt',
    {
      schema: {
        tags,
        description:
          'Sends the receipt with the invoice to the customer again; 409 when the order has no invoice yet.',
        params: AdminOrderParams,
        response: { 200: ResendReceiptReply },
      },
      config: { staffRoles: orderRoles },
      bodyLimit: 1024,
    },
    async (request) =>
      valueOr(await resendReceipt(ctx, actorOf(request), request.params.orderId), ordersAdminError),
  );
};
