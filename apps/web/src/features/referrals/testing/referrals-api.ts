import { REFERRAL_DEFAULTS, REFERRAL_MILESTONES } from '@store/shared/rules/referrals';
import {
  ReferralEarningsReply,
  ReferralListReply,
  ReferralPayoutsReply,
  ReferralProfile,
  ReferralSettings,
  type ReferralBalance,
  type ReferralEarning,
  type ReferralPayout,
  type TrackedReferral,
} from '@store/shared/schemas/referrals';

/** The programme with its defaults, checked against the contract. */
export function referralSettings(): ReferralSettings {
  return ReferralSettings.parse({
    attribution: {
      queryParam: REFERRAL_DEFAULTS.queryParam,
      cookieName: REFERRAL_DEFAULTS.cookieName,
      cookieDays: REFERRAL_DEFAULTS.cookieDays,
    },
    payout: {
      percentBp: REFERRAL_DEFAULTS.payoutPercentBp,
      maturityDays: 7,
      windowDays: REFERRAL_DEFAULTS.windowDays,
      minimumEur: REFERRAL_DEFAULTS.minimumPayoutEurMinor,
    },
    booster: {
      levelBoostBp: [
        { level: 1, boostBp: 0 },
        { level: 2, boostBp: 0 },
        { level: 3, boostBp: 50 },
        { level: 4, boostBp: 100 },
        { level: 5, boostBp: 150 },
      ],
      maxPercentBp: 1000,
    },
    milestones: REFERRAL_MILESTONES,
  });
}

/** One currency's balance; nothing earned unless overridden. */
export function balanceOf(
  currency: string,
  overrides: Partial<ReferralBalance> = {},
): ReferralBalance {
  const base = { pending: 0, unpaid: 0, requested: 0, paid: 0, ...overrides };
  return {
    currency,
    minimumPayout: 1000,
    canRequestPayout: false,
    lifetime: base.pending + base.unpaid + base.requested + base.paid,
    ...base,
  };
}

/**
 * Ada at loyalty level 3 with one friend who bought: 5 % base, +0.5 % for the level and
 * +0.5 % for First Ally, so 6 %; money in euros and Swiss francs.
 */
export function referralProfile(overrides: Partial<ReferralProfile> = {}): ReferralProfile {
  const buyers = overrides.buyers ?? 1;
  return ReferralProfile.parse({
    code: 'ADA2K7XQ',
    link: 'https://bigkeys.local/?ref=ADA2K7XQ',
    payoutPercentBp: 600,
    booster: { baseBp: 500, levelBoostBp: 50, milestoneBoostBp: 50, level: 3 },
    referrals: 2,
    buyers,
    lastReferralAt: '2026-11-20T10:00:00.000Z',
    balances: [
      balanceOf('EUR', { pending: 299, unpaid: 1250, paid: 500, canRequestPayout: true }),
      balanceOf('CHF', { pending: 180, minimumPayout: 950 }),
    ],
    milestones: REFERRAL_MILESTONES.map((milestone) => ({
      ...milestone,
      reached: buyers >= milestone.buyers,
    })),
    nextMilestone: { buyers: 5, remaining: 5 - buyers },
    ...overrides,
  });
}

/** A friend who joined on the given day. */
export function trackedReferral(
  id: string,
  overrides: Partial<TrackedReferral> = {},
): TrackedReferral {
  return {
    _id: id,
    email: `f***${id}@example.com`,
    joinedAt: '2026-11-20T10:00:00.000Z',
    status: 'registered',
    windowEndsAt: '2027-11-20T10:00:00.000Z',
    earned: [],
    ...overrides,
  };
}

/** A page of the referral list, checked against the contract. */
export function referralList(
  referrals: TrackedReferral[],
  page = 1,
  pages = 1,
  total = referrals.length,
): ReferralListReply {
  return ReferralListReply.parse({ referrals, total, page, pages });
}

/** A pending share of a friend's order. */
export function earning(id: string, overrides: Partial<ReferralEarning> = {}): ReferralEarning {
  return {
    _id: id,
    email: 'b***n@example.com',
    currency: 'EUR',
    netAmount: 4983,
    percentBp: 600,
    amount: 298,
    status: 'pending',
    earnedAt: '2026-11-22T10:00:00.000Z',
    maturesAt: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of earnings, checked against the contract. */
export function earningsReply(
  earnings: ReferralEarning[],
  page = 1,
  pages = 1,
): ReferralEarningsReply {
  return ReferralEarningsReply.parse({ earnings, total: earnings.length, page, pages });
}

/** The payouts list, checked against the contract. */
export function payoutsReply(payouts: ReferralPayout[] = []): ReferralPayoutsReply {
  return ReferralPayoutsReply.parse({ payouts });
}
