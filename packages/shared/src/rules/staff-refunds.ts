/**
 * When a staff member may refund an order in full from the back office. Within the
 * customer's own refund rules (`refund.ts`) any refund role may; outside them only on
 * purpose (`overrideRules`) with a written reason; support agents only up to a limit.
 */

/** An override of the customer's refund rules needs a reason at least this long. */
export const OVERRIDE_REASON_MIN_LENGTH = 10;

/** The support agents' refund limit unless configured, in EUR cents (100 EUR). */
export const DEFAULT_SUPPORT_REFUND_LIMIT_EUR_MINOR = 10_000;

export type StaffRefundFacts = {
  /** True when the customer could refund the order themselves right now. */
  withinRules: boolean;
  overrideRules: boolean;
  reason: string | undefined;
  /** The order's total in EUR cents, at the rate it was priced with. */
  amountEurMinor: number;
  /** The most this member may refund, in EUR cents; null for no limit. */
  limitEurMinor: number | null;
};

export type StaffRefundRefusal = 'outside-rules' | 'reason-required' | 'above-limit';

/** Whether the refund may go ahead, and whether it overrides the customer's rules. */
export function staffRefundCheck(
  facts: StaffRefundFacts,
): { ok: true; overridden: boolean } | { ok: false; reason: StaffRefundRefusal } {
  if (!facts.withinRules) {
    if (!facts.overrideRules) return { ok: false, reason: 'outside-rules' };
    if ((facts.reason?.trim().length ?? 0) < OVERRIDE_REASON_MIN_LENGTH) {
      return { ok: false, reason: 'reason-required' };
    }
  }
  if (facts.limitEurMinor !== null && facts.amountEurMinor > facts.limitEurMinor) {
    return { ok: false, reason: 'above-limit' };
  }
  return { ok: true, overridden: !facts.withinRules };
}
