import type { MailAttachment } from '../../adapters/mailer/mailer';
import type { Db } from '../../db/types';
import { presentInvoiceDocument } from './invoice.presenter';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { findInvoice } from './invoices.repository';

/** Renders an invoice as the PDF the receipt carries. */
export type InvoiceRenderer = (invoicePublicId: string) => Promise<MailAttachment>;

/** An invoice as customers see it, read by its public id; undefined when there is none. */
async function loadInvoiceDocument(db: Db, publicId: string): Promise<InvoiceDocument | undefined> {
  const row = await findInvoice(db, publicId);
  return row ? presentInvoiceDocument(row) : undefined;
}

/** The receipt's attachment: the invoice as a PDF named after its number. */
export function invoiceRendererFor(db: Db): InvoiceRenderer {
  return async (publicId) => {
    const detail = await loadInvoiceDocument(db, publicId);
    if (!detail) throw new Error(`No invoice ${publicId}`);
    const content: Buffer = await renderInvoicePdf(detail);
    return { filename: `${detail.number}.pdf`, content, contentType: 'application/pdf' };
  };
}
