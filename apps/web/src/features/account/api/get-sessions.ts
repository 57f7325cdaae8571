import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionInfo } from '@store/shared/schemas/auth';
import { apiGet, listOf } from '../../../lib/api-client';

/** The account's active sessions, this device's marked `current`. */
export function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return apiGet('/users/sessions', listOf(SessionInfo), { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => getSessions(signal),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
