import os from 'node:os';
import { Piscina } from 'piscina';
import type { Language } from '@store/shared/constants';
import { serverPaths } from '../../paths';
import type { InvoiceDocument } from './invoice-pdf';
import type { InvoicePdfTask } from './invoice-pdf.worker';

// An invoice costs tens of milliseconds of CPU; rendered on the event loop, it held up every
// request and every other delivery meanwhile. One core is left to the main thread.
const MAX_THREADS = Math.max(1, os.availableParallelism() - 1);
// Threads start with the first invoice and stop after a quiet spell, so a store that sells
// nothing holds no renderer in memory; a busy one keeps its threads and parsed fonts.
const IDLE_TIMEOUT_MS = 60_000;

let pool: Piscina<InvoicePdfTask, Uint8Array> | undefined;

function openPool(): Piscina<InvoicePdfTask, Uint8Array> {
  if (pool) return pool;
  const entry = serverPaths.invoicePdfWorker();
  pool = new Piscina({
    filename: entry.file,
    execArgv: entry.execArgv,
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return pool;
}

/** The invoice as renderInvoicePdf draws it, rendered on a worker thread off the event loop. */
export async function renderInvoicePdfOffThread(
  detail: InvoiceDocument,
  language: Language,
): Promise<Buffer> {
  const bytes = await openPool().run({ detail, language });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the render threads; the next invoice starts them again. */
export async function closeInvoicePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
