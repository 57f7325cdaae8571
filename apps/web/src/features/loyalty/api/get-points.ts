import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointsReply } from '@store/shared/schemas/loyalty';
import { apiGet } from '../../../lib/api-client';

/** Entries per page of the points history. */
export const POINTS_PAGE_SIZE = 10;

/** Under `account`, which is dropped from the cache when the session ends. */
export const POINTS_KEY = ['account', 'loyalty', 'points'] as const;

/** A page of the customer's experience point entries, newest first. */
export function getPoints(page: number, signal?: AbortSignal): Promise<PointsReply> {
  return apiGet('/users/me/points', PointsReply, {
    query: { page, limit: POINTS_PAGE_SIZE },
    signal,
  });
}

export function pointsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...POINTS_KEY, page],
    queryFn: ({ signal }) => getPoints(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function usePoints(page: number) {
  return useQuery({ ...pointsQueryOptions(page), placeholderData: keepPreviousData });
}
