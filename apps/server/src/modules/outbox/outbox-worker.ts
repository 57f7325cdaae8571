import { z } from 'zod';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Realtime } from '../../adapters/realtime/realtime';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { PushSender } from '../../adapters/push/push-sender';
import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';
import type { Db } from '../../db/types';
import { OutboxEvent, type EventOf, type OutboxTopic } from './outbox-events';
import {
  findDeliveries,
  leaseEvents,
  markProcessed,
  recordDelivery,
  scheduleRetry,
} from './outbox.repository';

/** An event taken from the outbox for delivery: its row id and attempts, topic and payload. */
export type StoredEvent<T extends OutboxTopic = OutboxTopic> = EventOf<T> & {
  id: number;
  attempts: number;
};

/** What handlers may use: the database, the outside systems, a clock and the log. */
export type OutboxDeps = {
  db: Db;
  mailer: Mailer;
  /** Notification texts, at most a few per number an hour (adapters/sms/rate-limited-sms.ts). */
  sms: SmsSender;
  /** Browser notifications to one device; 'gone' means the device should be forgotten. */
  push: PushSender;
  payments: PaymentProvider;
  realtime: Realtime;
  publicUrl: string;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * Delivers one event to one handler. Handlers are idempotent: an event can be handed over
 * again after a crash between the handler's work and its delivery record, and must then
 * change nothing new.
 */
export type EventHandler<T extends OutboxTopic> = (
  event: StoredEvent<T>,
  deps: OutboxDeps,
) => Promise<void>;

/**
 * A handler listening to one topic. The name (`<module>.<what it does>`) keys its delivery
 * records, so it stays the same once deployed.
 */
export type Subscription = {
  [T in OutboxTopic]: { name: string; topic: T; handle: EventHandler<T> };
}[OutboxTopic];

/** How long a worker holds the events it took; after that (a crash) another takes them. */
const LEASE_MS = 60_000;
/** Waits before retrying a failed event: 1 s, 2 s, 4 s… up to 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), 10 * 60_000);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Failure = { handler: string; error: unknown };

/**
 * Hands the event to each subscribed handler that does not have it yet, side by side (they
 * are independent by design: each has its own delivery record), recording each success.
 * A slow handler (loyalty) then adds its own wait to the event, not to the others'.
 * Returns the handlers that failed.
 */
async function deliver(
  event: StoredEvent,
  subscriptions: readonly Subscription[],
  delivered: ReadonlySet<string>,
  deps: OutboxDeps,
): Promise<Failure[]> {
  const pending = subscriptions.filter(
    (subscription) => subscription.topic === event.topic && !delivered.has(subscription.name),
  );
  const outcomes = await Promise.all(
    pending.map(async (subscription): Promise<Failure | null> => {
      // The topics match, so the handler gets the event of its own topic.
      const handle = subscription.handle as EventHandler<OutboxTopic>;
      try {
        await handle(event, deps);
        await recordDelivery(deps.db, event.id, subscription.name, deps.now());
        return null;
      } catch (error) {
        return { handler: subscription.name, error };
      }
    }),
  );
  return outcomes.filter((outcome) => outcome !== null);
}

/**
 * Events of one run handled at the same time. Events never depended on their order: several
 * instances already take batches side by side, and handlers lock what they change. Handled
 * one by one, delivery waited on every round trip to the database and on every invoice PDF
 * in turn while both sat mostly idle.
 */
const CONCURRENT_EVENTS = 8;

/** Reads one leased event, hands it to its handlers, then stamps it done or schedules a retry. */
async function handleRow(
  row: Awaited<ReturnType<typeof leaseEvents>>[number],
  delivered: ReadonlySet<string>,
  deps: OutboxDeps,
  subscriptions: readonly Subscription[],
): Promise<void> {
  const parsed = OutboxEvent.safeParse({ topic: row.topic, payload: row.payload });
  let failures: Failure[];
  if (parsed.success) {
    const event = { ...parsed.data, id: row.id, attempts: row.attempts };
    failures = await deliver(event, subscriptions, delivered, deps);
    for (const { handler, error } of failures) {
      deps.log(
        `The outbox event ${row.id} (${row.topic}) failed in ${handler}; it will be retried`,
        error,
      );
    }
  } else {
    // Written by a broken release or by hand: kept, reported and retried, so that a fix
    // to the writer or the row lets it through without losing it.
    const error = new Error(`Unreadable ${row.topic} event: ${z.prettifyError(parsed.error)}`);
    failures = [{ handler: 'outbox', error }];
    deps.log(`The outbox event ${row.id} cannot be read; it will be retried`, error);
  }
  if (failures.length === 0) {
    await markProcessed(deps.db, row.id, deps.now());
    return;
  }
  await scheduleRetry(
    deps.db,
    row.id,
    new Date(deps.now().getTime() + retryDelayMs(row.attempts)),
    failures.map((f) => messageOf(f.error)).join('; '),
  );
}

/**
 * Runs the outbox once: leases what is due, reads each event and hands it to its handlers
 * (up to CONCURRENT_EVENTS events at a time), and stamps it done once all of them have it.
 * An unreadable event or a failing handler is logged and tried again later with a growing
 * delay, then only with the handlers that failed; the other events of the run still flow.
 * Events without a handler are stamped done at once. Returns how many events were taken.
 */
export async function runOutboxOnce(
  deps: OutboxDeps,
  subscriptions: readonly Subscription[],
  limit = 50,
): Promise<number> {
  const now = deps.now();
  const rows = await leaseEvents(deps.db, now, new Date(now.getTime() + LEASE_MS), limit);
  const deliveries = await findDeliveries(
    deps.db,
    rows.map((r) => r.id),
  );
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      await handleRow(row, deliveries.get(row.id) ?? new Set(), deps, subscriptions);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_EVENTS, rows.length) }, lane));
  return rows.length;
}

export type OutboxWorker = PeriodicJob & {
  /** Asks for a run now rather than at the next tick, e.g. right after a payment. */
  nudge: () => void;
  /** Runs until nothing is due (tests, the reconciliation at start-up); returns events taken. */
  drain: () => Promise<number>;
};

/**
 * Polls the outbox every `intervalMs` (1 s by default) and whenever nudged. With `poll`
 * false (an instance that leaves delivery to others) it only runs when drained.
 */
export function startOutboxWorker(
  deps: OutboxDeps,
  subscriptions: readonly Subscription[],
  options: { intervalMs?: number; poll?: boolean } = {},
): OutboxWorker {
  const poll = options.poll ?? true;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  // One run at a time per instance; a nudge during a run queues one more run after it.
  let queued = false;
  const runSerially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.then(task, task);
    chain = next.catch(() => undefined);
    return next;
  };
  const runLogged = () =>
    runSerially(() => runOutboxOnce(deps, subscriptions)).catch((error: unknown) =>
      deps.log('The outbox run failed', error),
    );
  const job: PeriodicJob = poll
    ? startPeriodicJob(() => (stopped ? Promise.resolve() : runLogged()), {
        intervalMs: options.intervalMs ?? 1000,
        failureMessage: 'The outbox run failed',
        log: deps.log,
      })
    : { stop: async () => undefined };
  return {
    nudge: () => {
      if (stopped || queued || !poll) return;
      queued = true;
      setImmediate(() => {
        queued = false;
        if (!stopped) void runLogged();
      });
    },
    drain: async () => {
      let total = 0;
      for (;;) {
        const taken = await runSerially(() => runOutboxOnce(deps, subscriptions));
        total += taken;
        if (taken === 0) return total;
      }
    },
    stop: async () => {
      stopped = true;
      await job.stop();
      await chain;
    },
  };
}
