import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralEarningsReply } from '@store/shared/schemas/referrals';
import { apiGet } from '../../../lib/api-client';
import { REFERRALS_KEY } from './get-referral-profile';

/** Entries per page of the earnings list. */
export const EARNINGS_PAGE_SIZE = 10;

/** Changed by a payout request (unpaid entries become requested). */
export const REFERRAL_EARNINGS_KEY = [...REFERRALS_KEY, 'earnings'] as const;

/** A page of what the customer's referrals earned, newest first. */
export function getReferralEarnings(
  page: number,
  signal?: AbortSignal,
): Promise<ReferralEarningsReply> {
  return apiGet('/referrals/me/earnings', ReferralEarningsReply, {
    query: { page, limit: EARNINGS_PAGE_SIZE },
    signal,
  });
}

export function referralEarningsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...REFERRAL_EARNINGS_KEY, page],
    queryFn: ({ signal }) => getReferralEarnings(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useReferralEarnings(page: number) {
  return useQuery({ ...referralEarningsQueryOptions(page), placeholderData: keepPreviousData });
}
