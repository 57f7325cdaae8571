import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mailer/mailer';
import { createCaptureSms } from '../../adapters/sms/sms-capture';
import { createPushCapture } from '../../adapters/push/push-capture';
import { vapidPublicKeyOf } from '../../adapters/push/vapid-keys';
import { createSandboxPayments } from '../../adapters/payments/sandbox-payments';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { outbox, outboxDeliveries } from '../../db/schema/outbox';
import { createTestDatabase } from '../../test/build-test-app';
import { writeOutbox } from './outbox.repository';
import {
  retryDelayMs,
  runOutboxOnce,
  type EventHandler,
  type OutboxDeps,
  type Subscription,
} from './outbox-worker';

// The worker on its own: every stored payload is read against its topic's schema before a
// handler sees it, and each handler of a topic has its own delivery record.

describe('retryDelayMs', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [10, 512_000],
    [11, 600_000],
    [40, 600_000],
  ])('waits after attempt %i for %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock: Date;
let logged: { message: string; error: unknown }[];
let deps: OutboxDeps;

/** A database per test: the worker takes every due event, so tests must not see each other's. */
function withDatabase(): void {
  beforeEach(async () => {
    database = await createTestDatabase();
    const db = database.database.db;
    // A minute ahead of the database's clock, so events the test writes are due at once.
    clock = new Date(Date.now() + 60_000);
    logged = [];
    deps = {
      db,
      mailer: createMailer({ dataDir: database.dataDir }),
      sms: createCaptureSms(database.dataDir),
      push: createPushCapture(database.dataDir, vapidPublicKeyOf(randomBytes(32))),
      payments: createSandboxPayments(randomBytes(32), db),
      realtime: createRecordingRealtime(),
      publicUrl: 'http://store.test',
      now: () => clock,
      log: (message, error) => void logged.push({ message, error }),
    };
  });
  afterEach(async () => {
    await database.drop();
  });
}

/** Moves the worker's clock past every retry delay. */
function later(): void {
  clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
}

async function events() {
  return deps.db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      attempts: outbox.attempts,
      processedAt: outbox.processedAt,
      availableAt: outbox.availableAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .orderBy(asc(outbox.id));
}

async function eventById(id: number) {
  const found = (await events()).find((e) => e.id === id);
  if (!found) throw new Error(`no outbox event ${id}`);
  return found;
}

describe('reading payloads', () => {
  withDatabase();

  it('retries and reports a malformed payload or an unknown topic while the others flow', async () => {
    const expired: string[] = [];
    const subscriptions: Subscription[] = [
      {
        topic: 'order.expired',
        name: 'test.record-expiry',
        handle: async ({ payload }) => void expired.push(payload.orderId),
      },
    ];
    await writeOutbox(deps.db, [{ topic: 'order.expired', payload: { orderId: 'A', userId: 1 } }]);
    const [malformed, unknown] = await deps.db
      .insert(outbox)
      .values([
        { topic: 'order.expired', payload: { orderId: 42 } },
        { topic: 'order.misplaced', payload: { orderId: 'C', userId: 1 } },
      ])
      .returning({ id: outbox.id });
    if (!malformed || !unknown) throw new Error('the unreadable events were not written');
    await writeOutbox(deps.db, [{ topic: 'order.expired', payload: { orderId: 'D', userId: 1 } }]);

    expect(await runOutboxOnce(deps, subscriptions)).toBe(4);
    expect(expired).toEqual(['A', 'D']);
    const afterFirst = await events();
    expect(afterFirst.filter((e) => e.processedAt !== null).map((e) => e.topic)).toEqual([
      'order.expired',
      'order.expired',
    ]);
    for (const id of [malformed.id, unknown.id]) {
      const event = await eventById(id);
      expect(event).toMatchObject({ attempts: 1, processedAt: null });
      expect(event.lastError).toMatch(/^Unreadable order\.(expired|misplaced) event/);
      expect(event.availableAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    }
    expect(logged.map((l) => l.message)).toEqual([
      `The outbox event ${malformed.id} cannot be read; it will be retried`,
      `The outbox event ${unknown.id} cannot be read; it will be retried`,
    ]);

    // Not before the retry is due, then again with a longer wait.
    expect(await runOutboxOnce(deps, subscriptions)).toBe(0);
    later();
    expect(await runOutboxOnce(deps, subscriptions)).toBe(2);
    const retried = await eventById(malformed.id);
    expect(retried).toMatchObject({ attempts: 2, processedAt: null });
    expect(retried.availableAt.getTime()).toBe(clock.getTime() + retryDelayMs(2));

    // A repaired row goes through on its next attempt.
    await deps.db
      .update(outbox)
      .set({ payload: { orderId: 'B', userId: 1 } })
      .where(eq(outbox.id, malformed.id));
    later();
    expect(await runOutboxOnce(deps, subscriptions)).toBe(2);
    expect(expired).toEqual(['A', 'D', 'B']);
    expect(await eventById(malformed.id)).toMatchObject({ attempts: 3, lastError: null });
    expect((await eventById(malformed.id)).processedAt).not.toBeNull();
    expect((await eventById(unknown.id)).processedAt).toBeNull();
  });

  it('stamps an event nobody listens to done at once', async () => {
    await writeOutbox(deps.db, [{ topic: 'user.signed_in', payload: { userId: 7 } }]);
    expect(await runOutboxOnce(deps, [])).toBe(1);
    const [event] = await events();
    expect(event?.processedAt).not.toBeNull();
    expect(logged).toEqual([]);
  });
});

describe('several handlers on one topic', () => {
  withDatabase();

  it("runs one event's handlers side by side, so a slow one holds back no other", async () => {
    // Each handler waits until the other has started: one after the other, the first would
    // give up waiting and fail.
    const started = new Set<string>();
    const bothStarted = (name: string) =>
      new Promise<void>((resolve, reject) => {
        started.add(name);
        const deadline = Date.now() + 2000;
        const check = () => {
          if (started.size === 2) resolve();
          else if (Date.now() > deadline) reject(new Error(`${name} ran alone`));
          else setTimeout(check, 5);
        };
        check();
      });
    const subscriptions: Subscription[] = [
      { topic: 'order.delivered', name: 'test.first', handle: () => bothStarted('first') },
      { topic: 'order.delivered', name: 'test.second', handle: () => bothStarted('second') },
    ];
    const payload = { orderId: 'O2', userId: 1, invoiceId: 'I2', invoiceNumber: 'N2', keys: 1 };
    await writeOutbox(deps.db, [{ topic: 'order.delivered', payload }]);

    await runOutboxOnce(deps, subscriptions);
    const [event] = await events();
    expect(event).toMatchObject({ attempts: 1, lastError: null });
    expect(event?.processedAt).not.toBeNull();
    expect(logged).toEqual([]);
  });

  it('retries only the handler that failed, and delivers the other once', async () => {
    const calls: string[] = [];
    let failures = 1;
    const flaky: EventHandler<'order.delivered'> = async ({ payload }) => {
      calls.push(`flaky ${payload.orderId}`);
      if (failures-- > 0) throw new Error('the flaky handler is down');
    };
    const steady: EventHandler<'order.delivered'> = async ({ payload }) => {
      calls.push(`steady ${payload.orderId}`);
    };
    // The failing handler comes first: it must not hold back the one after it.
    const subscriptions: Subscription[] = [
      { topic: 'order.delivered', name: 'test.flaky', handle: flaky },
      { topic: 'order.delivered', name: 'test.steady', handle: steady },
    ];
    const payload = { orderId: 'O1', userId: 1, invoiceId: 'I1', invoiceNumber: 'N1', keys: 1 };
    await writeOutbox(deps.db, [{ topic: 'order.delivered', payload }]);
    const delivered = () =>
      deps.db
        .select({ handler: outboxDeliveries.handler })
        .from(outboxDeliveries)
        .orderBy(asc(outboxDeliveries.handler));

    await runOutboxOnce(deps, subscriptions);
    expect(calls).toEqual(['flaky O1', 'steady O1']);
    expect(await delivered()).toEqual([{ handler: 'test.steady' }]);
    const [failed] = await events();
    expect(failed).toMatchObject({
      attempts: 1,
      processedAt: null,
      lastError: 'the flaky handler is down',
    });
    expect(logged.map((l) => l.message)).toEqual([
      `The outbox event ${failed?.id} (order.delivered) failed in test.flaky; it will be retried`,
    ]);

    later();
    await runOutboxOnce(deps, subscriptions);
    expect(calls).toEqual(['flaky O1', 'steady O1', 'flaky O1']);
    expect(await delivered()).toEqual([{ handler: 'test.flaky' }, { handler: 'test.steady' }]);
    const [done] = await events();
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done?.processedAt).not.toBeNull();

    later();
    expect(await runOutboxOnce(deps, subscriptions)).toBe(0);
    expect(calls).toHaveLength(3);
  });
});
