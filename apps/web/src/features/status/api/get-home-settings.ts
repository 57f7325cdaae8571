import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
import { HomeSettings } from '@store/shared/schemas/common';
import { apiGet } from '../../../lib/api-client';
import { HOME_SETTINGS_QUERY_KEY } from './query-keys';

/** Store-wide settings, such as whether the store is under construction. */
export function getHomeSettings(signal?: AbortSignal): Promise<HomeSettings> {
  return apiGet('/product/home', HomeSettings, { signal });
}

/** Cached for an hour like the lookups (spec section 7). */
export function homeSettingsQueryOptions() {
  return queryOptions({
    queryKey: HOME_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getHomeSettings(signal),
    staleTime: LOOKUP_CACHE_SECONDS * 1000,
    retry: false,
  });
}

export function useHomeSettings(options: { refetchInterval?: number; fresh?: boolean } = {}) {
  const { fresh = false, ...rest } = options;
  return useQuery({
    ...homeSettingsQueryOptions(),
    ...rest,
    refetchOnMount: fresh ? 'always' : true,
  });
}
