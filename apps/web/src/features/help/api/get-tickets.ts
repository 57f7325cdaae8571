import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TicketListReply } from '@store/shared/schemas/support';
import { apiGet } from '../../../lib/api-client';

/** Every query of the customer's tickets, to refresh them all when one changes. */
export const TICKETS_QUERY_KEY = ['account', 'support', 'tickets'] as const;

/** One page of the signed-in customer's tickets, the latest activity first. */
export function getTickets(page: number, signal?: AbortSignal): Promise<TicketListReply> {
  return apiGet('/users/tickets', TicketListReply, { query: { page }, signal });
}

/** Under `account`, which is dropped from the cache when the session ends. */
export function ticketsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: TICKETS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getTickets(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
}

/** The History tab's list: "Show older conversations" fetches the next page. */
export function useTickets() {
  return useInfiniteQuery(ticketsQueryOptions());
}
