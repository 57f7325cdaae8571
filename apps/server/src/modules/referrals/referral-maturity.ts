import { startPeriodicJob, type PeriodicJob } from '../../adapters/jobs/periodic-job';
import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../db/types';
import { matureDueEarnings } from './referral-ledger.service';

/** How often the store looks for earnings whose refund window has closed. */
export const MATURITY_INTERVAL_MS = 60_000;

/**
 * Matures due referral earnings every minute in the background (runs never overlap; a
 * failure is logged and the next run tries again). Several instances may run it at once.
 */
export function startReferralMaturity(
  db: Db,
  clock: Clock,
  options: { log?: (message: string, error?: unknown) => void } = {},
  intervalMs = MATURITY_INTERVAL_MS,
): PeriodicJob {
  return startPeriodicJob(() => matureDueEarnings(db, clock.now()), {
    intervalMs,
    failureMessage: 'Maturing referral earnings failed',
    log: options.log,
  });
}
