import { queryOptions, useQuery } from '@tanstack/react-query';
import { CareerPosition } from '@store/shared/schemas/contact';
import { apiGet, listOf } from '../../../lib/api-client';

/** The open positions in the order the careers page lists them. */
export function getPositions(signal?: AbortSignal): Promise<CareerPosition[]> {
  return apiGet('/careers/positions', listOf(CareerPosition), { signal });
}

export function positionsQueryOptions() {
  return queryOptions({
    queryKey: ['careers', 'positions'],
    queryFn: ({ signal }) => getPositions(signal),
    // Positions change a few times a year; a visit need not ask twice.
    staleTime: 5 * 60_000,
  });
}

/** Asks only while `enabled` (the careers page passes the browser's online flag). */
export function usePositions(enabled: boolean) {
  return useQuery({ ...positionsQueryOptions(), enabled });
}
