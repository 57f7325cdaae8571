import { parseArgs } from 'node:util';
import { openCliDatabase } from './cli-database';
import { ConfigError, loadConfig } from './config';
import { listOrdersUnderReview } from './modules/fulfilment/fulfilment.repository';
import {
  approveOrder,
  rejectOrder,
  type ReviewResult,
} from './modules/fulfilment/fulfilment.service';

const USAGE = `Usage: npm run orders -- <command>
  review             list the orders held for review
  approve <orderId>  deliver an order held for review (the customer is e-mailed)
  reject <orderId>   refund an order held for review in full`;

function describe(orderId: string, result: ReviewResult): string {
  if (!result.ok) {
    return result.failure.reason === 'not-found'
      ? `No order ${orderId}.`
      : `Order ${orderId} is ${result.failure.status} under review; nothing changed.`;
  }
  return result.value.outcome === 'delivered'
    ? `Order ${orderId} approved and delivered (invoice ${result.value.invoiceNumber}); the customer is e-mailed.`
    : `Order ${orderId} rejected and refunded.`;
}

/**
 * The back office's review decisions until it has pages: `npm run orders -- approve <id>`.
 * The e-mails and live messages follow from the outbox, sent by the running store.
 */
async function run(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, orderId] = positionals;
  const config = loadConfig(process.env);
  const database = await openCliDatabase(config);
  try {
    if (command === 'review' && !orderId) {
      const held = await listOrdersUnderReview(database.db);
      if (held.length === 0) process.stdout.write('No orders are held for review.\n');
      for (const o of held) {
        process.stdout.write(
          `${o.publicId}  ${o.email}  ${o.totalMinor} ${o.currency}  ${(o.reasons ?? []).join(', ')}\n`,
        );
      }
      return;
    }
    if ((command === 'approve' || command === 'reject') && orderId) {
      const decide = command === 'approve' ? approveOrder : rejectOrder;
      const result = await decide(database.db, orderId, new Date());
      process.stdout.write(`${describe(orderId, result)}\n`);
      if (!result.ok) process.exitCode = 1;
      return;
    }
    throw new ConfigError(USAGE);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
