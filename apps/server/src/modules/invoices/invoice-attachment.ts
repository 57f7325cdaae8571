import type { MailAttachment } from '../../adapters/mailer/mailer';
import type { Db } from '../../db/types';
import { presentInvoiceDocument } from './invoice.presenter';
import { renderInvoicePdfOffThread } from './invoice-pdf-pool';
import { findInvoice } from './invoices.repository';

/** Renders an invoice as the PDF the receipt carries. */
export type InvoiceRenderer = (invoicePublicId: string) => Promise<MailAttachment>;

/** The receipt's attachment: the invoice as a PDF in the customer's language, named after its number. */
export function invoiceRendererFor(db: Db): InvoiceRenderer {
  return async (publicId) => {
    const row = await findInvoice(db, publicId);
    if (!row) throw new Error(`No invoice ${publicId}`);
    const content: Buffer = await renderInvoicePdfOffThread(
      presentInvoiceDocument(row),
      row.language,
    );
    return { filename: `${row.number}.pdf`, content, contentType: 'application/pdf' };
  };
}
