import { eq } from 'drizzle-orm';
import { InvoiceDetail, invoicePdfPath } from '@store/shared/schemas/purchases';
import { invoices } from '../../db/schema/fulfilment';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { renderInvoicePdf } from '../purchases/invoice-pdf';
import type { InvoiceRenderer } from './fulfilment-handlers';

/** An invoice as customers see it, read by its public id; undefined when there is none. */
export async function loadInvoiceDetail(
  db: Db,
  publicId: string,
): Promise<InvoiceDetail | undefined> {
  const [row] = await db
    .select({ invoice: invoices, orderId: orders.publicId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.publicId, publicId));
  if (!row) return undefined;
  const i = row.invoice;
  return InvoiceDetail.parse({
    invoiceId: i.publicId,
    number: i.number,
    orderId: row.orderId,
    paymentId: i.paymentId,
    issuedAt: i.issuedAt.toISOString(),
    currency: i.currency,
    total: i.totalMinor,
    pdfUrl: invoicePdfPath(i.publicId),
    subtotal: i.subtotalMinor,
    discount: i.discountMinor,
    loyaltyDiscount: i.loyaltyDiscountMinor,
    net: i.netMinor,
    vat: i.vatMinor,
    vatRateBp: i.vatRateBp,
    lines: i.lines,
    buyer: i.buyer,
  });
}

/** The receipt's attachment: the invoice as a PDF named after its number. */
export function invoiceRendererFor(db: Db): InvoiceRenderer {
  return async (publicId) => {
    const detail = await loadInvoiceDetail(db, publicId);
    if (!detail) throw new Error(`No invoice ${publicId}`);
    const content: Buffer = await renderInvoicePdf(detail);
    return { filename: `${detail.number}.pdf`, content, contentType: 'application/pdf' };
  };
}
