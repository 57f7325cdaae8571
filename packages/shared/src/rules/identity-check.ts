import type { IdentityCheckReason } from '../schemas/identity';

/**
 * When the store asks a customer to verify their identity before they go on (spec sections 1
 * and 2): after a payment that is large, or made with a card from another country than the
 * account's, and after repeated declined payments. The rules only ever ask; nothing here
 * lifts a check (only a verified identity does).
 */
export type IdentityCheckLimits = {
  /** A paid order above this (EUR minor units) asks for a check. */
  orderEurMinor: number;
  /** This many declined payments within the window ask for a check. */
  declines: number;
  /** The window the declines are counted in, in hours. */
  declineWindowHours: number;
};

export const DEFAULT_IDENTITY_CHECK_LIMITS: IdentityCheckLimits = {
  orderEurMinor: 50_000,
  declines: 3,
  declineWindowHours: 24,
};

/** What the rules read about a paid order and its customer. */
export type PaidOrderSignals = {
  /** The order's total converted to EUR minor units. */
  totalEurMinor: number;
  /** ISO country of the card, when the provider reported one. */
  cardCountry: string | null;
  /** ISO country of the customer's profile. */
  accountCountry: string | null;
};

/** The reasons a paid order gives to ask for an identity check; empty when it gives none. */
export function paidOrderCheckReasons(
  signals: PaidOrderSignals,
  limits: IdentityCheckLimits = DEFAULT_IDENTITY_CHECK_LIMITS,
): IdentityCheckReason[] {
  const reasons: IdentityCheckReason[] = [];
  if (signals.totalEurMinor > limits.orderEurMinor) reasons.push('order_total');
  const card = signals.cardCountry?.toUpperCase();
  const account = signals.accountCountry?.toUpperCase();
  if (card && account && card !== account) reasons.push('card_country');
  return reasons;
}

/**
 * The reason repeated declines give: `declines` once the customer's declined payments in the
 * window (the latest one included) reach the limit.
 */
export function declineCheckReason(
  declinesInWindow: number,
  limits: IdentityCheckLimits = DEFAULT_IDENTITY_CHECK_LIMITS,
): IdentityCheckReason | null {
  return declinesInWindow >= limits.declines ? 'declines' : null;
}
