import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERRAL_SETTINGS_CACHE_SECONDS } from '@store/shared/constants';
import { ReferralSettings } from '@store/shared/schemas/referrals';
import { apiGet } from '../../../lib/api-client';

/** The programme's public rules: the same for everyone, so kept outside `account`. */
export const REFERRAL_SETTINGS_KEY = ['referrals', 'settings'] as const;

/** The referral programme's settings (spec section 7: cached 300 s). */
export function getReferralSettings(signal?: AbortSignal): Promise<ReferralSettings> {
  return apiGet('/referrals/settings', ReferralSettings, { signal });
}

export function referralSettingsQueryOptions() {
  return queryOptions({
    queryKey: REFERRAL_SETTINGS_KEY,
    queryFn: ({ signal }) => getReferralSettings(signal),
    staleTime: REFERRAL_SETTINGS_CACHE_SECONDS * 1000,
  });
}

export function useReferralSettings() {
  return useQuery(referralSettingsQueryOptions());
}
