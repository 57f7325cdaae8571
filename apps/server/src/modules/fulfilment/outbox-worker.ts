import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Realtime } from '../../adapters/realtime/realtime';
import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';
import { outbox } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { OutboxTopic } from '../orders/outbox.repository';

/** An event taken from the outbox for delivery. */
export type OutboxEvent = {
  id: number;
  topic: OutboxTopic;
  payload: Record<string, unknown>;
  attempts: number;
};

/** What handlers may use: the database, the outside systems, a clock and the log. */
export type OutboxDeps = {
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  realtime: Realtime;
  publicUrl: string;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * Delivers one event. Handlers are idempotent: an event can be handed over again after a
 * crash between the handler's work and the worker's stamp, and must then change nothing new.
 */
export type OutboxHandler = (event: OutboxEvent, deps: OutboxDeps) => Promise<void>;
export type OutboxHandlers = Partial<Record<OutboxTopic, OutboxHandler>>;

/** How long a worker holds the events it took; after that (a crash) another takes them. */
const LEASE_MS = 60_000;
/** Waits before retrying a failed event: 1 s, 2 s, 4 s… up to 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), 10 * 60_000);
}

/**
 * Takes up to `limit` events that are due and not held by another worker, oldest first,
 * and leases them. SKIP LOCKED lets several instances share the outbox without waiting.
 */
async function leaseEvents(db: Db, now: Date, limit: number): Promise<OutboxEvent[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.processedAt),
          lte(outbox.availableAt, now),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const leased = await tx
      .update(outbox)
      .set({
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning({
        id: outbox.id,
        topic: outbox.topic,
        payload: outbox.payload,
        attempts: outbox.attempts,
      });
    return leased
      .map((e) => ({
        ...e,
        topic: e.topic as OutboxTopic,
        payload: e.payload as Record<string, unknown>,
      }))
      .sort((a, b) => a.id - b.id);
  });
}

/**
 * Runs the outbox once: leases what is due, hands each event to its handler in order and
 * stamps it done; a failing handler's event is tried again later with a growing delay.
 * Events without a handler are stamped done at once. Returns how many events were taken.
 */
export async function runOutboxOnce(
  deps: OutboxDeps,
  handlers: OutboxHandlers,
  limit = 50,
): Promise<number> {
  const events = await leaseEvents(deps.db, deps.now(), limit);
  for (const event of events) {
    const handler = handlers[event.topic];
    try {
      if (handler) await handler(event, deps);
      await deps.db
        .update(outbox)
        .set({ processedAt: deps.now(), lockedUntil: null, lastError: null })
        .where(eq(outbox.id, event.id));
    } catch (error) {
      deps.log(`The outbox event ${event.id} (${event.topic}) failed; it will be retried`, error);
      await deps.db
        .update(outbox)
        .set({
          lockedUntil: null,
          availableAt: new Date(deps.now().getTime() + retryDelayMs(event.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        })
        .where(eq(outbox.id, event.id));
    }
  }
  return events.length;
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
  handlers: OutboxHandlers,
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
    runSerially(() => runOutboxOnce(deps, handlers)).catch((error: unknown) =>
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
        const taken = await runSerially(() => runOutboxOnce(deps, handlers));
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
