import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralProfile } from '@store/shared/schemas/referrals';
import { apiGet } from '../../../lib/api-client';

/** Every query of the customer's referrals sits under this key. */
export const REFERRALS_KEY = ['account', 'referrals'] as const;

/** Under `account`, which is dropped from the cache when the session ends. */
export const REFERRAL_PROFILE_KEY = [...REFERRALS_KEY, 'profile'] as const;

/** The signed-in customer's code, link, share, balances and milestones. */
export function getReferralProfile(signal?: AbortSignal): Promise<ReferralProfile> {
  return apiGet('/referrals/me', ReferralProfile, { signal });
}

export function referralProfileQueryOptions() {
  return queryOptions({
    queryKey: REFERRAL_PROFILE_KEY,
    queryFn: ({ signal }) => getReferralProfile(signal),
  });
}

export function useReferralProfile() {
  return useQuery(referralProfileQueryOptions());
}
