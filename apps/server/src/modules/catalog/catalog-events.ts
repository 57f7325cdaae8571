import type { EventHandler } from '../outbox/outbox-worker';
import { forgetProductCounts } from './product-counts';

/**
 * `catalogue.changed`: the instance running the outbox worker forgets its remembered list
 * totals too (the instance that made the change already has). Idempotent: forgetting twice
 * costs one recount.
 */
export const forgetCountsOnChange: EventHandler<'catalogue.changed'> = async (_event, deps) => {
  forgetProductCounts(deps.db);
};
