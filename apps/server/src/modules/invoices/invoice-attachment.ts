import type { InvoiceDetail } from '@store/shared/schemas/purchases';
import type { MailAttachment } from '../../adapters/mailer/mailer';
import type { Db } from '../../db/types';
import { presentInvoiceDetail } from './invoice.presenter';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoices.repository';

/** Renders an invoice as the PDF the receipt carries. */
export type InvoiceRenderer = (invoicePublicId: string) => Promise<MailAttachment>;

/** An invoice as customers see it, read by its public id; undefined when there is none. */
async function loadInvoiceDetail(db: Db, publicId: string): Promise<InvoiceDetail | undefined> {
  const row = await findInvoice(db, publicId);
  return row ? presentInvoiceDetail(row) : undefined;
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
