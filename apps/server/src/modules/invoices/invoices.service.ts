import type {
  InvoiceDetail,
  InvoiceDetailQuery,
  InvoicesReply,
} from '@store/shared/schemas/purchases';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  presentInvoiceDetail,
  presentInvoiceDocument,
  presentInvoiceSummary,
} from './invoice.presenter';
import { renderInvoicePdfOffThread } from './invoice-pdf-pool';
import { findInvoicesOf, findOwnInvoice } from './invoices.repository';

/** What the invoice services need: the database. */
export type InvoiceContext = { db: Db };

/** Why an invoice request was refused: someone else's invoice is not found either. */
export type InvoiceFailure = Failure<'invoice-not-found'>;

/** The customer's invoices, newest first. */
export async function listInvoices(ctx: InvoiceContext, userId: number): Promise<InvoicesReply> {
  const rows = await findInvoicesOf(ctx.db, userId);
  return { invoices: rows.map(presentInvoiceSummary) };
}

/**
 * One of the customer's invoices by invoiceId, invoiceNumber or paymentId (spec section 3);
 * given several, it must match them all. Someone else's is not found, as an unknown one.
 */
export async function getInvoice(
  ctx: InvoiceContext,
  userId: number,
  query: InvoiceDetailQuery,
): Promise<Result<InvoiceDetail, InvoiceFailure>> {
  const row = await findOwnInvoice(ctx.db, userId, {
    publicId: query.invoiceId,
    number: query.invoiceNumber,
    paymentId: query.paymentId,
  });
  return row ? ok(presentInvoiceDetail(row)) : fail('invoice-not-found');
}

/** One of the customer's invoices as a PDF in their language, with the file name it downloads under. */
export async function getInvoicePdf(
  ctx: InvoiceContext,
  userId: number,
  invoiceId: string,
): Promise<Result<{ filename: string; pdf: Buffer }, InvoiceFailure>> {
  const row = await findOwnInvoice(ctx.db, userId, { publicId: invoiceId });
  if (!row) return fail('invoice-not-found');
  const pdf = await renderInvoicePdfOffThread(presentInvoiceDocument(row), row.language);
  return ok({ filename: `${row.number}.pdf`, pdf });
}
