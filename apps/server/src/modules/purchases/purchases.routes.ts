import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GiftBody,
  GiftClaimBody,
  GiftClaimReply,
  GiftPreview,
  GiftPreviewQuery,
  GiftReply,
  InvoiceDetail,
  InvoiceDetailQuery,
  InvoicesReply,
  KeyActivationBody,
  KeyActivationReply,
  OrderParams,
  OrdersPage,
  OrdersQuery,
  OrderSummary,
  PublicId,
  ReceivedKeysReply,
  RefundReply,
} from '@store/shared/schemas/purchases';
import { valueOr } from '../../lib/http-errors';
import { invoiceError } from '../invoices/invoices.errors';
import { getInvoice, getInvoicePdf, listInvoices } from '../invoices/invoices.service';
import { requireUser } from '../sessions/session-guard';
import { claimGift, previewGift, sendGift } from './gifts.service';
import { revealKey } from './key-activation.service';
import type { PurchaseContext } from './purchase-results';
import { purchaseError } from './purchases.errors';
import { getOrder, listOrders, listReceivedKeys } from './purchases.service';
import { refundOrder } from './refunds.service';

const tags = ['purchases'];
/** Every body here is a few ids and addresses; anything far larger is refused unread. */
const bodyLimit = 4096;
const InvoiceParams = z.object({ invoiceId: PublicId });

// Before validation, so a guest gets 401 whatever they sent.
const signedIn = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

/**
 * The signed-in customer's orders, keys, invoices, gifts and refunds under /api/v1/users,
 * and the public gift-link preview under /api/v1/gifts.
 */
export const purchaseRoutes: FastifyPluginAsyncZod<{ ctx: PurchaseContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply) => {
    // Purchases are private and change with every reveal, gift and refund.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/users/orders',
    {
      schema: { tags, querystring: OrdersQuery, response: { 200: OrdersPage } },
      preValidation: signedIn,
    },
    async (request) => listOrders(ctx, requireUser(request).user.id, request.query.page),
  );

  app.get(
    '/users/orders/:orderId',
    {
      schema: { tags, params: OrderParams, response: { 200: OrderSummary } },
      preValidation: signedIn,
    },
    async (request) =>
      valueOr(
        await getOrder(ctx, requireUser(request).user.id, request.params.orderId),
        purchaseError,
      ),
  );

  app.post(
    '/users/orders/:orderId/refund',
    {
      schema: { tags, params: OrderParams, response: { 200: RefundReply } },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request) =>
      valueOr(
        await refundOrder(ctx, requireUser(request).user.id, request.params.orderId),
        purchaseError,
      ),
  );

  app.get(
    '/users/keys',
    { schema: { tags, response: { 200: ReceivedKeysReply } }, preValidation: signedIn },
    async (request) => listReceivedKeys(ctx, requireUser(request).user.id),
  );

  app.post(
    '/users/key-activation',
    {
      schema: { tags, body: KeyActivationBody, response: { 200: KeyActivationReply } },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request) =>
      valueOr(await revealKey(ctx, requireUser(request).user.id, request.body), purchaseError),
  );

  app.get(
    '/users/invoices',
    { schema: { tags, response: { 200: InvoicesReply } }, preValidation: signedIn },
    async (request) => listInvoices(ctx, requireUser(request).user.id),
  );

  app.get(
    '/users/invoices/detail',
    {
      schema: { tags, querystring: InvoiceDetailQuery, response: { 200: InvoiceDetail } },
      preValidation: signedIn,
    },
    async (request) =>
      valueOr(await getInvoice(ctx, requireUser(request).user.id, request.query), invoiceError),
  );

  app.get(
    '/users/invoices/:invoiceId/pdf',
    { schema: { tags, params: InvoiceParams }, preValidation: signedIn },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { filename, pdf } = valueOr(
        await getInvoicePdf(ctx, user.id, request.params.invoiceId),
        invoiceError,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    '/users/gifts',
    {
      schema: { tags, body: GiftBody, response: { 200: GiftReply } },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request) =>
      valueOr(await sendGift(ctx, requireUser(request).user.id, request.body), purchaseError),
  );

  app.get(
    '/gifts/preview',
    { schema: { tags, querystring: GiftPreviewQuery, response: { 200: GiftPreview } } },
    async (request) =>
      valueOr(await previewGift(ctx, request.query.token, request.language), purchaseError),
  );

  app.post(
    '/users/gifts/claim',
    {
      schema: { tags, body: GiftClaimBody, response: { 200: GiftClaimReply } },
      preValidation: signedIn,
      bodyLimit,
    },
    async (request) =>
      valueOr(
        await claimGift(ctx, requireUser(request).user.id, request.body.token),
        purchaseError,
      ),
  );
};
