import { z } from 'zod';
import {
  InvoiceDetail,
  InvoiceLine,
  invoicePdfPath,
  type InvoiceDetailQuery,
  type InvoicesReply,
  type InvoiceSummary,
} from '@store/shared/schemas/purchases';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoicesOf, findOwnInvoice, type InvoiceRow } from './invoices.repository';
import { refuse, succeed, type PurchaseContext, type PurchaseResult } from './purchase-results';

// The stored copies of lines and buyer as of issue; checked on the way out, since jsonb
// columns carry no type.
const StoredLines = z.array(InvoiceLine);
const StoredBuyer = InvoiceDetail.shape.buyer;

function presentSummary(row: InvoiceRow): InvoiceSummary {
  return {
    invoiceId: row.publicId,
    number: row.number,
    orderId: row.orderPublicId,
    paymentId: row.paymentId,
    issuedAt: row.issuedAt.toISOString(),
    currency: row.currency,
    total: row.totalMinor,
    pdfUrl: invoicePdfPath(row.publicId),
  };
}

function presentDetail(row: InvoiceRow): InvoiceDetail {
  return {
    ...presentSummary(row),
    subtotal: row.subtotalMinor,
    discount: row.discountMinor,
    loyaltyDiscount: row.loyaltyDiscountMinor,
    net: row.netMinor,
    vat: row.vatMinor,
    vatRateBp: row.vatRateBp,
    lines: StoredLines.parse(row.lines),
    buyer: StoredBuyer.parse(row.buyer),
  };
}

/** The customer's invoices, newest first. */
export async function listInvoices(ctx: PurchaseContext, userId: number): Promise<InvoicesReply> {
  const rows = await findInvoicesOf(ctx.db, userId);
  return { invoices: rows.map(presentSummary) };
}

/**
 * One of the customer's invoices by invoiceId, invoiceNumber or paymentId (spec section 3);
 * given several, it must match them all. Someone else's is not found, as an unknown one.
 */
export async function getInvoice(
  ctx: PurchaseContext,
  userId: number,
  query: InvoiceDetailQuery,
): Promise<PurchaseResult<InvoiceDetail>> {
  const row = await findOwnInvoice(ctx.db, userId, {
    publicId: query.invoiceId,
    number: query.invoiceNumber,
    paymentId: query.paymentId,
  });
  return row ? succeed(presentDetail(row)) : refuse('invoice-not-found');
}

/** One of the customer's invoices as a PDF, with the file name it downloads under. */
export async function getInvoicePdf(
  ctx: PurchaseContext,
  userId: number,
  invoiceId: string,
): Promise<PurchaseResult<{ filename: string; pdf: Buffer }>> {
  const row = await findOwnInvoice(ctx.db, userId, { publicId: invoiceId });
  if (!row) return refuse('invoice-not-found');
  const pdf = await renderInvoicePdf(presentDetail(row));
  return succeed({ filename: `${row.number}.pdf`, pdf });
}
