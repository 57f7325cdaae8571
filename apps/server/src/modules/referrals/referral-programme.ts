import {
  LEVEL_BOOST_BP,
  MAX_PAYOUT_PERCENT_BP,
  REFERRAL_DEFAULTS,
  REFERRAL_MATURITY_DAYS,
  REFERRAL_MILESTONES,
} from '@store/shared/rules/referrals';
import type { ReferralSettings } from '@store/shared/schemas/referrals';

/** The programme's terms this store runs with: the defaults unless its environment differs. */
export type ReferralProgramme = {
  queryParam: string;
  cookieName: string;
  cookieDays: number;
  payoutPercentBp: number;
  windowDays: number;
  minimumPayoutEurMinor: number;
  maxReferralsPerIpPerWeek: number;
};

export const DEFAULT_REFERRAL_PROGRAMME: ReferralProgramme = { ...REFERRAL_DEFAULTS };

/** GET /api/v1/referrals/settings: the terms as the web and API clients read them. */
export function referralSettings(programme: ReferralProgramme): ReferralSettings {
  return {
    attribution: {
      queryParam: programme.queryParam,
      cookieName: programme.cookieName,
      cookieDays: programme.cookieDays,
    },
    payout: {
      percentBp: programme.payoutPercentBp,
      maturityDays: REFERRAL_MATURITY_DAYS,
      windowDays: programme.windowDays,
      minimumEur: programme.minimumPayoutEurMinor,
    },
    booster: {
      levelBoostBp: Object.entries(LEVEL_BOOST_BP).map(([level, boostBp]) => ({
        level: Number(level),
        boostBp,
      })),
      maxPercentBp: MAX_PAYOUT_PERCENT_BP,
    },
    milestones: REFERRAL_MILESTONES.map((m) => ({ ...m })),
  };
}
