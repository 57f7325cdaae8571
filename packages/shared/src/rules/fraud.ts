/**
 * Fraud rules run on every paid order before its keys are sent. Any reason holds the order
 * for review (spec section 4: the pending-review message, an e-mail on approval).
 */
export type FraudReason = 'first-order-amount' | 'order-velocity' | 'country-mismatch';

export type FraudLimits = {
  /** A first order above this (EUR minor units) is reviewed. */
  firstOrderEurMinor: number;
  /** More paid orders than this within the last hour, this one included, are reviewed. */
  ordersPerHour: number;
};

export const DEFAULT_FRAUD_LIMITS: FraudLimits = { firstOrderEurMinor: 30_000, ordersPerHour: 5 };

export type FraudSignals = {
  /** Paid orders the customer had before this one. */
  previousPaidOrders: number;
  /** This order's total converted to EUR minor units. */
  totalEurMinor: number;
  /** Paid orders in the last hour, this one included. */
  paidOrdersLastHour: number;
  /** ISO country of the card, when the provider reported one. */
  cardCountry: string | null;
  /** ISO country of the customer's profile. */
  accountCountry: string | null;
};

/** The reasons to hold an order for review; empty when it may be delivered at once. */
export function fraudReasons(
  signals: FraudSignals,
  limits: FraudLimits = DEFAULT_FRAUD_LIMITS,
): FraudReason[] {
  const reasons: FraudReason[] = [];
  if (signals.previousPaidOrders === 0 && signals.totalEurMinor > limits.firstOrderEurMinor) {
    reasons.push('first-order-amount');
  }
  if (signals.paidOrdersLastHour > limits.ordersPerHour) reasons.push('order-velocity');
  const card = signals.cardCountry?.toUpperCase();
  const account = signals.accountCountry?.toUpperCase();
  if (card && account && card !== account) reasons.push('country-mismatch');
  return reasons;
}
