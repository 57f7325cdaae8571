import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outbox, outboxDeliveries } from '../../db/schema/outbox';
import type { Db } from '../../db/types';
import type { OutboxEvent } from './outbox-events';

/**
 * Records events to deliver. Call it with the transaction that makes the change, so an
 * event exists exactly when its change was committed.
 */
export async function writeOutbox(db: Db, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(outbox).values([...events]);
}

/** An event as leased, its payload not yet read. */
export type LeasedRow = { id: number; topic: string; payload: unknown; attempts: number };

/**
 * Takes up to `limit` events that are due and not held by another worker, oldest first,
 * and leases them until `lockedUntil`. SKIP LOCKED lets several instances share the outbox
 * without waiting.
 */
export async function leaseEvents(
  db: Db,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<LeasedRow[]> {
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
      .set({ lockedUntil, attempts: sql`${outbox.attempts} + 1` })
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
    return leased.sort((a, b) => a.id - b.id);
  });
}

/** The handlers that already have each of these events, by event id. */
export async function findDeliveries(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const delivered = new Map<number, Set<string>>();
  if (eventIds.length === 0) return delivered;
  const rows = await db
    .select({ eventId: outboxDeliveries.eventId, handler: outboxDeliveries.handler })
    .from(outboxDeliveries)
    .where(inArray(outboxDeliveries.eventId, [...eventIds]));
  for (const row of rows) {
    const handlers = delivered.get(row.eventId) ?? new Set<string>();
    handlers.add(row.handler);
    delivered.set(row.eventId, handlers);
  }
  return delivered;
}

/** Records that a handler did its work for the event; recording it twice changes nothing. */
export async function recordDelivery(
  db: Db,
  eventId: number,
  handler: string,
  now: Date,
): Promise<void> {
  await db
    .insert(outboxDeliveries)
    .values({ eventId, handler, deliveredAt: now })
    .onConflictDoNothing();
}

/** Stamps the event done: every handler has it. */
export async function markProcessed(db: Db, eventId: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ processedAt: now, lockedUntil: null, lastError: null })
    .where(eq(outbox.id, eventId));
}

/** Releases a failed event, to be taken again from `availableAt`, with what went wrong. */
export async function scheduleRetry(
  db: Db,
  eventId: number,
  availableAt: Date,
  lastError: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: null, availableAt, lastError: lastError.slice(0, 500) })
    .where(eq(outbox.id, eventId));
}

/**
 * Drops the claim token from a delivered `gift.sent` event, so once the e-mail is out the
 * store keeps no usable link, only the token's hash on the gift.
 */
export async function forgetGiftToken(db: Db, eventId: number): Promise<void> {
  await db
    .update(outbox)
    .set({ payload: sql`${outbox.payload} - 'token'` })
    .where(eq(outbox.id, eventId));
}
