import { queryOptions } from '@tanstack/react-query';
import { LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
import { Platform } from '@store/shared/schemas/lookups';
import { apiGet, listOf } from '../../../lib/api-client';

const LOOKUP_CACHE_MS = LOOKUP_CACHE_SECONDS * 1000;

/** The platform lookup, to name a line's platform and build its product page URL. */
export function getPlatforms(signal?: AbortSignal): Promise<Platform[]> {
  return apiGet('/product/platforms', listOf(Platform), { signal });
}

/** Cached for an hour like every lookup, under the key the rest of the store uses for it. */
export function platformsQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'platforms'],
    queryFn: ({ signal }) => getPlatforms(signal),
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });
}
