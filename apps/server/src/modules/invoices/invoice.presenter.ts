import { z } from 'zod';
import {
  InvoiceDetail,
  InvoiceLine,
  invoicePdfPath,
  type InvoiceSummary,
} from '@store/shared/schemas/purchases';
import type { InvoiceDocument } from './invoice-pdf';
import type { InvoiceRow } from './invoices.repository';

// The stored copies of lines and buyer as of issue; checked on the way out, since jsonb
// columns carry no type.
const StoredLines = z.array(InvoiceLine);
const StoredBuyer = InvoiceDetail.shape.buyer;

/** An invoice as the customer's list shows it. */
export function presentInvoiceSummary(row: InvoiceRow): InvoiceSummary {
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

/** An invoice in full, as the customer's page, its PDF and the receipt show it. */
export function presentInvoiceDetail(row: InvoiceRow): InvoiceDetail {
  return {
    ...presentInvoiceSummary(row),
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

/** An invoice as its PDF prints it: the detail, with the level its level discount came from. */
export function presentInvoiceDocument(row: InvoiceRow): InvoiceDocument {
  const level = row.loyaltyLevel;
  return {
    ...presentInvoiceDetail(row),
    loyaltyLevel: level === 2 || level === 3 || level === 4 || level === 5 ? level : 1,
  };
}
