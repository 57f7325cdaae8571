import type { EventHandler, Subscription } from '../outbox/outbox-worker';
import type { CatalogueCache } from './catalogue-cache';
import { forgetProductCounts } from './product-counts';

/**
 * `catalogue.changed`: the instance running the outbox worker forgets its remembered list
 * totals too (the instance that made the change already has). Idempotent: forgetting twice
 * costs one recount.
 */
export const forgetCountsOnChange: EventHandler<'catalogue.changed'> = async (_event, deps) => {
  forgetProductCounts(deps.db);
};

/**
 * The events after which a catalogue answer may differ: keys reserved, released or returned
 * to stock, a product edited or published, a review that moves a product's stars.
 */
const CHANGING_TOPICS = [
  'catalogue.changed',
  'order.created',
  'order.expired',
  'order.cancelled',
  'order.failed',
  'order.refunded',
  'review.posted',
] as const;

/**
 * Forgets the cached catalogue answers on these events, on every instance (through Redis):
 * the writers' own instances forgot at once, this covers what changed in the background (an
 * expired reservation, a refund of a rejected order) and instances the announcement missed.
 * Idempotent: forgetting twice costs one read per answer.
 */
export function forgetCachedAnswersOnChange(cache: Pick<CatalogueCache, 'forget'>): Subscription[] {
  const handle = async (): Promise<void> => cache.forget();
  return CHANGING_TOPICS.map((topic) => ({ topic, name: 'catalog.forget-cached-answers', handle }));
}
