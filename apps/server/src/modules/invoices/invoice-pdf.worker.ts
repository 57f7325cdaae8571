import type { Language } from '@store/shared/constants';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

/** One invoice for a pool thread to render. */
export type InvoicePdfTask = { detail: InvoiceDocument; language: Language };

/**
 * A pool thread's task: renders one invoice PDF. The fonts are parsed on the thread's first
 * task and kept for the next ones; the bytes travel back as a copied Uint8Array.
 */
export default async function renderInvoicePdfTask(task: InvoicePdfTask): Promise<Uint8Array> {
  return renderInvoicePdf(task.detail, task.language);
}
