import type { EventHandler, OutboxDeps } from '../outbox/outbox-worker';
import { findOrderEntryIds, findStockEntry, findStockRecipients } from './key-stock.repository';
import { lowStockMail } from './low-stock-mail';
import { checkLowStock } from './stock-levels.service';

/** The back office's page of an entry's stock, linked from the mail. */
export const stockPageUrl = (publicUrl: string, entryId: number): string =>
  `${publicUrl.replace(/\/$/, '')}/admin/keys?entry=${entryId}`;

/**
 * Checks the low-stock alerts of an order's entries after its keys left stock (reserved at
 * checkout) or came back (expired, cancelled, failed payment, or refunded: a rejected review
 * puts its undelivered keys back on sale). Idempotent: the alert state lives on the entry,
 * so a repeated delivery announces nothing twice.
 */
export async function checkOrderStock(
  event: { payload: { orderId: string } },
  { db, now }: OutboxDeps,
): Promise<void> {
  const entryIds = await findOrderEntryIds(db, event.payload.orderId);
  await db.transaction(async (tx) => checkLowStock(tx, entryIds, now()));
}

/** E-mails every admin and catalogue member that an entry is low on keys. */
export const mailLowStock: EventHandler<'stock.low'> = async (event, { db, mailer, publicUrl }) => {
  const entry = await findStockEntry(db, event.payload.entryId);
  if (!entry) return;
  const mail = lowStockMail(
    { ...entry, available: event.payload.available, threshold: event.payload.threshold },
    stockPageUrl(publicUrl, entry.entryId),
  );
  for (const recipient of await findStockRecipients(db)) {
    await mailer.send({ to: recipient.email, category: 'low-stock', ...mail });
  }
};
