import { queryOptions, useQuery } from '@tanstack/react-query';
import { TicketDetail } from '@store/shared/schemas/support';
import { apiGet } from '../../../lib/api-client';

/** One of the signed-in customer's tickets with its messages, oldest first. */
export function getTicket(ticketId: string, signal?: AbortSignal): Promise<TicketDetail> {
  return apiGet(`/users/tickets/${encodeURIComponent(ticketId)}`, TicketDetail, { signal });
}

/** Under `account`, which is dropped from the cache when the session ends. */
export function ticketQueryOptions(ticketId: string | null) {
  return queryOptions({
    queryKey: ['account', 'support', 'ticket', ticketId],
    queryFn: ({ signal }) => getTicket(ticketId ?? '', signal),
    // Spec section 7: skipped when there is no id (a new chat has none yet).
    enabled: ticketId !== null,
  });
}

/**
 * A ticket as the page loads it: what the chat shows before its live connection has
 * restored the conversation, or when that connection cannot be made.
 */
export function useTicket(ticketId: string | null) {
  return useQuery(ticketQueryOptions(ticketId));
}
