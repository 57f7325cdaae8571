import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

// The referral programme as a test reads it: the referrer's own API, the link's cookie and
// the test store's clock (started with TEST_CLOCK=true).

/** The referrer's profile, as far as these tests read it. */
export interface ReferralProfileSummary {
  code: string;
  link: string;
  payoutPercentBp: number;
  referrals: number;
  buyers: number;
  balances: {
    currency: string;
    pending: number;
    unpaid: number;
    lifetime: number;
  }[];
}

export interface EarningSummary {
  _id: string;
  email: string;
  currency: string;
  netAmount: number;
  percentBp: number;
  amount: number;
  status: string;
  maturesAt: string;
}

/** The signed-in customer's referral profile. */
export async function referralProfile(request: APIRequestContext): Promise<ReferralProfileSummary> {
  const res = await request.get('/api/v1/referrals/me');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ReferralProfileSummary;
}

/** The first page of the signed-in customer's referral earnings, newest first. */
export async function referralEarnings(request: APIRequestContext): Promise<EarningSummary[]> {
  const res = await request.get('/api/v1/referrals/me/earnings');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { earnings: EarningSummary[] }).earnings;
}

/** The referral cookie of a browser, if it has one. */
export async function referralCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'bs_referral');
}

/**
 * Moves the test store's referral clock forward; the store matures what is then due at once.
 * The clock stays moved for the rest of the run: later tests only see it further ahead.
 */
export async function advanceReferralClock(
  request: APIRequestContext,
  days: number,
): Promise<{ now: string; offsetMs: number }> {
  const res = await request.post('/dev/clock', { data: { advanceDays: days } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { now: string; offsetMs: number };
}
