import { queryOptions, useQuery } from '@tanstack/react-query';
import { Health } from '@store/shared/schemas/common';
import { apiGet } from '../../../lib/api-client';
import { HEALTH_QUERY_KEY } from './query-keys';

/** The server's health; `status: 'ok'` means healthy. */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiGet('/health', Health, { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
  });
}

export function useHealth(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...healthQueryOptions(), ...options, refetchOnMount: 'always' });
}
