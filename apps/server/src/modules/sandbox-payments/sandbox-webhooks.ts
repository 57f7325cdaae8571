import { signWebhook } from '../../adapters/payments/webhook-signature';
import type { Db } from '../../db/types';
import {
  findUndeliveredEvents,
  recordDeliveryAttempt,
  type SandboxWebhookEventRow,
} from './sandbox-payments.repository';
import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';

/** Sends one signed delivery to the store's webhook route; resolves to the HTTP status. */
export type WebhookSender = (delivery: { body: string; signature: string }) => Promise<number>;

/** What delivering events needs: the database, the signing secret, the sender, a clock. */
export type SandboxWebhookContext = {
  db: Db;
  webhookSecret: Buffer;
  send: WebhookSender;
  now: () => Date;
  log?: (message: string, error?: unknown) => void;
};

/** How often undelivered events are tried again, and how many times at most. */
export const WEBHOOK_RETRY_INTERVAL_MS = 30_000;
const MAX_ATTEMPTS = 20;

/**
 * Delivers events to the store, each signed afresh (a new timestamp) but with its stored id
 * and body, so the store applies it once however often it arrives. An event counts as
 * delivered only on a 2xx answer; a failed attempt is kept for the next try and never
 * throws, since the payment's outcome stands whether or not the store has heard of it yet.
 */
async function deliverEvents(
  ctx: SandboxWebhookContext,
  events: readonly SandboxWebhookEventRow[],
): Promise<void> {
  for (const event of events) {
    let delivered = false;
    try {
      const timestamp = Math.floor(ctx.now().getTime() / 1000);
      const status = await ctx.send({
        body: event.body,
        signature: signWebhook(ctx.webhookSecret, timestamp, event.body),
      });
      delivered = status >= 200 && status < 300;
      if (!delivered) ctx.log?.(`The store answered webhook ${event.eventId} with ${status}`);
    } catch (error) {
      ctx.log?.(`Delivering webhook ${event.eventId} failed`, error);
    }
    await recordDeliveryAttempt(ctx.db, event.eventId, delivered ? ctx.now() : null);
  }
}

/** Delivers a payment's pending events; call it after the outcome's transaction committed. */
export async function deliverPaymentEvents(
  ctx: SandboxWebhookContext,
  intentId: string,
): Promise<void> {
  await deliverEvents(ctx, await findUndeliveredEvents(ctx.db, { intentId }));
}

/**
 * Tries undelivered events again every `intervalMs` in the background (the timer does not
 * keep the process alive, and runs never overlap); `stop` ends it and waits for a run.
 */
export function startWebhookRetries(
  ctx: SandboxWebhookContext,
  intervalMs = WEBHOOK_RETRY_INTERVAL_MS,
): PeriodicJob {
  return startPeriodicJob(
    async () =>
      deliverEvents(
        ctx,
        await findUndeliveredEvents(ctx.db, { maxAttempts: MAX_ATTEMPTS, limit: 50 }),
      ),
    { intervalMs, failureMessage: 'Retrying payment webhooks failed', log: ctx.log },
  );
}
