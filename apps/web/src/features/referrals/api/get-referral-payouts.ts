import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralPayoutsReply } from '@store/shared/schemas/referrals';
import { apiGet } from '../../../lib/api-client';
import { REFERRALS_KEY } from './get-referral-profile';

export const REFERRAL_PAYOUTS_KEY = [...REFERRALS_KEY, 'payouts'] as const;

/** The customer's payout requests, newest first. */
export function getReferralPayouts(signal?: AbortSignal): Promise<ReferralPayoutsReply> {
  return apiGet('/referrals/me/payouts', ReferralPayoutsReply, { signal });
}

export function referralPayoutsQueryOptions() {
  return queryOptions({
    queryKey: REFERRAL_PAYOUTS_KEY,
    queryFn: ({ signal }) => getReferralPayouts(signal),
  });
}

export function useReferralPayouts() {
  return useQuery(referralPayoutsQueryOptions());
}
