/**
 * The referral programme's rules (spec sections 1, 3, 5 and 9). A customer shares a link
 * with their code; a friend who registers through it is theirs for the programme's window,
 * and every order the friend receives in that window earns the referrer a share of its net
 * amount (VAT taken out), in the order's currency, in whole minor units rounded down.
 *
 * The share's percent is the base percent plus the booster: one boost from the referrer's
 * loyalty level and one from their highest milestone, added, up to a ceiling (see
 * `payoutPercentBp`). The percent is fixed on each earning when its order is delivered.
 * Percentages are basis points (500 = 5 %) so that every sum stays an integer.
 *
 * An earning is pending until the order's refund window has closed, then unpaid (the
 * referrer can ask for it), then paid. A refund while pending cancels the earning; a refund
 * after that takes the amount back with a reversing entry.
 */

import { REFUND_WINDOW_DAYS } from './refund';
import type { LoyaltyLevel } from './loyalty';

const DAY_MS = 86_400_000;

/** What the programme runs with unless the store's environment says otherwise. */
export const REFERRAL_DEFAULTS = {
  /** The link's query parameter (spec section 9). */
  queryParam: 'ref',
  /** The cookie that keeps a link's code until the visitor registers (spec section 9). */
  cookieName: 'bs_referral',
  cookieDays: 60,
  /** The base share of a referred order's net amount: 5 %. */
  payoutPercentBp: 500,
  /** How long after the friend's registration their orders earn anything: 12 months. */
  windowDays: 365,
  /** The smallest payout, in EUR minor units, converted to the balance's currency. */
  minimumPayoutEurMinor: 1000,
  /** New referrals one address may bring in a week; more are not recorded. */
  maxReferralsPerIpPerWeek: 3,
} as const;

/** An earning matures when nothing can refund its order any more (spec section 9). */
export const REFERRAL_MATURITY_DAYS = REFUND_WINDOW_DAYS;

/** The booster's ceiling: no share is ever above 10 %. */
export const MAX_PAYOUT_PERCENT_BP = 1000;

/** Boost in basis points by the referrer's loyalty level: Elite Raider and above. */
export const LEVEL_BOOST_BP: Readonly<Record<LoyaltyLevel, number>> = {
  1: 0,
  2: 0,
  3: 50,
  4: 100,
  5: 150,
};

export type ReferralMilestoneKey = 'firstAlly' | 'squadLeader' | 'guildMaster' | 'legendRecruiter';

/**
 * Milestones by the number of referred buyers (friends with an order that was not
 * refunded). Each one reached raises the share for every later order; the highest counts.
 */
export const REFERRAL_MILESTONES: readonly {
  key: ReferralMilestoneKey;
  name: string;
  buyers: number;
  boostBp: number;
}[] = [
  { key: 'firstAlly', name: 'First Ally', buyers: 1, boostBp: 50 },
  { key: 'squadLeader', name: 'Squad Leader', buyers: 5, boostBp: 100 },
  { key: 'guildMaster', name: 'Guild Master', buyers: 10, boostBp: 200 },
  { key: 'legendRecruiter', name: 'Legend Recruiter', buyers: 25, boostBp: 300 },
];

/** The boost of the highest milestone reached with this many referred buyers. */
export function milestoneBoostBp(buyers: number): number {
  let boost = 0;
  for (const milestone of REFERRAL_MILESTONES) {
    if (buyers >= milestone.buyers) boost = milestone.boostBp;
  }
  return boost;
}

/** The next milestone and how many more buyers it needs; null after the last. */
export function nextMilestone(buyers: number): { buyers: number; remaining: number } | null {
  const next = REFERRAL_MILESTONES.find((m) => m.buyers > buyers);
  return next ? { buyers: next.buyers, remaining: next.buyers - buyers } : null;
}

/** The share a referrer earns now: base + level boost + milestone boost, at most 10 %. */
export function payoutPercentBp(input: { baseBp: number; level: LoyaltyLevel; buyers: number }): {
  percentBp: number;
  levelBoostBp: number;
  milestoneBoostBp: number;
} {
  const levelBoost = LEVEL_BOOST_BP[input.level];
  const milestoneBoost = milestoneBoostBp(input.buyers);
  return {
    percentBp: Math.min(MAX_PAYOUT_PERCENT_BP, input.baseBp + levelBoost + milestoneBoost),
    levelBoostBp: levelBoost,
    milestoneBoostBp: milestoneBoost,
  };
}

/** The referrer's share of a net amount, rounded down to a whole minor unit. */
export function referralShareMinor(netMinor: number, percentBp: number): number {
  if (!Number.isInteger(netMinor) || netMinor < 0)
    throw new RangeError('netMinor must be a non-negative integer');
  if (!Number.isInteger(percentBp) || percentBp < 0)
    throw new RangeError('percentBp must be a non-negative integer');
  return Number((BigInt(netMinor) * BigInt(percentBp)) / 10_000n);
}

/** When an earning of an order paid at `paidAt` matures: its refund window has closed. */
export function maturesAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFERRAL_MATURITY_DAYS * DAY_MS);
}

/** The end of a referral's window, `windowDays` after the friend was attributed. */
export function referralWindowEnd(attributedAt: Date, windowDays: number): Date {
  return new Date(attributedAt.getTime() + windowDays * DAY_MS);
}

/** Codes are 4–16 letters and digits; compared in capitals. */
const CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/**
 * A code as a link or a form gives it: trimmed (spec section 5) and in capitals; null when
 * empty or not a code at all, which is then simply ignored.
 */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

// Mail services that ignore dots in the local part.
const DOT_BLIND_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as far as telling people apart goes: lower case, without a +tag, and for
 * Gmail without dots, so `Jo.Doe+x@googlemail.com` and `jodoe@gmail.com` are one person.
 * Used to refuse a referral between two accounts of the same inbox.
 */
export function normaliseEmailForReferral(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * A friend's address as their referrer sees it: the first and last letter of the name and
 * the domain (`j***e@example.com`); a one- or two-letter name keeps only its first.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local[0]}***${local.at(-1)}`;
  return `${local.length <= 2 ? `${shown}***` : shown}@${domain}`;
}

/** Where a referral came from: the registration form, a social sign-in, or a first order. */
export const REFERRAL_SOURCES = ['registration', 'social', 'firstOrder'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/**
 * A friend as their referrer sees them: registered (no order yet), buyer (an order that
 * earned something), or ended (the window is over).
 */
export const REFERRAL_STATUSES = ['registered', 'buyer', 'ended'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * An earning's state: pending (its order can still be refunded), unpaid (available for a
 * payout), requested (in a payout being paid), paid, cancelled (refunded while pending),
 * reversed (refunded after it matured; the amount was taken back).
 */
export const EARNING_STATUSES = [
  'pending',
  'unpaid',
  'requested',
  'paid',
  'cancelled',
  'reversed',
] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a balance in one currency is made of, each the sum of its ledger entries. */
export type ReferralBalance = {
  pending: number;
  unpaid: number;
  requested: number;
  paid: number;
};

/** Everything earned and not taken back: pending, unpaid, in a payout, and paid. */
export function lifetimeEarnings(balance: ReferralBalance): number {
  return balance.pending + balance.unpaid + balance.requested + balance.paid;
}
