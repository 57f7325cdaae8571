import { listCapturedMail, readCapturedMail } from '../../adapters/mailer/mail-capture';
import type { TestApp } from '../build-test-app';
import { confirmCard, pendingOrder } from './payments-test-kit';

// Helpers the fulfilment and purchases tests share: orders taken all the way to delivery.

/** Runs the app's outbox until nothing is due; returns how many events it delivered. */
export function drainOutbox(t: TestApp): Promise<number> {
  return t.app.outbox.drain();
}

/**
 * A signed-in customer whose order went through checkout, the sandbox card 4242, the
 * webhook and fulfilment: delivered, with owned keys and an invoice.
 */
export async function deliveredOrder(
  t: TestApp,
  options: { keys?: number; quantity?: number } = {},
) {
  const order = await pendingOrder(t, options);
  await confirmCard(t, order.intent, '4242424242424242');
  await drainOutbox(t);
  return { ...order, orderId: order.intent.orderId };
}

/** The mails of one category captured for one address, oldest first, with their text. */
export async function capturedMails(t: TestApp, category: string, to: string) {
  const entries = await listCapturedMail(t.config.dataDir, { limit: 1000 });
  const mine = entries.filter((e) => e.category === category && e.to === to).reverse();
  const mails = await Promise.all(mine.map((e) => readCapturedMail(t.config.dataDir, e.id)));
  return mails.filter((m) => m !== undefined);
}
