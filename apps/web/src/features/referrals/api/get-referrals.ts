import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralListReply } from '@store/shared/schemas/referrals';
import { apiGet } from '../../../lib/api-client';
import { REFERRALS_KEY } from './get-referral-profile';

/** Friends per page of the referral list. */
export const REFERRALS_PAGE_SIZE = 10;

const REFERRAL_LIST_KEY = [...REFERRALS_KEY, 'list'] as const;

/** A page of the friends who joined with the customer's code, newest first. */
export function getReferrals(page: number, signal?: AbortSignal): Promise<ReferralListReply> {
  return apiGet('/referrals/me/referrals', ReferralListReply, {
    query: { page, limit: REFERRALS_PAGE_SIZE },
    signal,
  });
}

export function referralsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...REFERRAL_LIST_KEY, page],
    queryFn: ({ signal }) => getReferrals(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useReferrals(page: number) {
  return useQuery({ ...referralsQueryOptions(page), placeholderData: keepPreviousData });
}
