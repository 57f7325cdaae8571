import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AdminTicketDetail,
  AdminTicketListReply,
  type TicketMessage,
  type AdminTicketQuery,
  type AdminTicketReplyBody,
} from '@store/shared/schemas/support';
import type { z } from 'zod';
import { ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

/** How often an open ticket is asked for again while live updates are unavailable. */
export const TICKET_POLL_MS = 15_000;

const ticketsKey = [...ADMIN_QUERY_KEY, 'tickets'] as const;
const ticketKey = (ticketId: string) => [...ticketsKey, 'detail', ticketId] as const;
const ticketPath = (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}`;

/** The inbox's filters as the server reads them (`assigned` and `page` always set). */
export type TicketFilter = z.output<typeof AdminTicketQuery>;

/** One page of the inbox: the assistant's hand-offs first, in the order the server gives. */
export function useTickets(filter: TicketFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...ticketsKey, 'list', filter],
      queryFn: ({ signal }) =>
        adminGet('/tickets', AdminTicketListReply, {
          signal,
          query: { ...filter, q: filter.q || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * One ticket with its conversation and the customer's latest orders. Without live updates it
 * is asked for again every 15 s, so new messages still show up.
 */
export function useAdminTicket(ticketId: string, { live }: { live: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: ticketKey(ticketId),
      queryFn: ({ signal }) => adminGet(ticketPath(ticketId), AdminTicketDetail, { signal }),
      // A ticket that failed to load waits for the page's Retry instead.
      refetchInterval: (query) => (live || query.state.status === 'error' ? false : TICKET_POLL_MS),
    }),
  );
}

/** Takes what the live socket says about a ticket into the cached one, if it is cached. */
export function mergeTicket(
  queryClient: QueryClient,
  ticketId: string,
  changes: Partial<AdminTicketDetail>,
): void {
  queryClient.setQueryData<AdminTicketDetail>(ticketKey(ticketId), (ticket) =>
    ticket ? { ...ticket, ...changes } : ticket,
  );
}

/** Adds a message to the cached ticket once: its live copy and a reply's answer may both come. */
export function addTicketMessage(
  queryClient: QueryClient,
  ticketId: string,
  message: TicketMessage,
): void {
  queryClient.setQueryData<AdminTicketDetail>(ticketKey(ticketId), (ticket) => {
    if (!ticket || ticket.details.messages.some((known) => known._id === message._id)) {
      return ticket;
    }
    return { ...ticket, details: { messages: [...ticket.details.messages, message] } };
  });
}

/**
 * After a change: the ticket as the server answered it goes into the cache, the lists are
 * asked for again. A refused change (a ticket closed meanwhile) asks for the ticket too.
 */
function settleTicket(
  queryClient: QueryClient,
  ticketId: string,
  ticket: AdminTicketDetail | undefined,
): Promise<void> {
  if (ticket) queryClient.setQueryData(ticketKey(ticketId), ticket);
  return queryClient.invalidateQueries({
    queryKey: ticket ? [...ticketsKey, 'list'] : ticketsKey,
  });
}

/** Assigns a ticket to a staff member (by number), or to nobody with null. */
export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('assign-ticket'),
    mutationFn: ({ ticketId, staffId }: { ticketId: string; staffId: string | null }) =>
      adminSend('POST', `${ticketPath(ticketId)}/assign`, { staffId }, AdminTicketDetail),
    onSettled: (ticket, _error, { ticketId }) => settleTicket(queryClient, ticketId, ticket),
  });
}

/**
 * Answers the customer (`answered`) or asks them something (`waiting_for_customer`); the
 * ticket comes back with the stored message in its conversation.
 */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('reply-ticket'),
    mutationFn: ({ ticketId, ...body }: AdminTicketReplyBody & { ticketId: string }) =>
      adminSend('POST', `${ticketPath(ticketId)}/reply`, body, AdminTicketDetail),
    onSettled: (ticket, _error, { ticketId }) => settleTicket(queryClient, ticketId, ticket),
  });
}

/** Closes a ticket; a new message from the customer opens it again. */
export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('close-ticket'),
    mutationFn: (ticketId: string) =>
      adminSend('POST', `${ticketPath(ticketId)}/close`, undefined, AdminTicketDetail),
    onSettled: (ticket, _error, ticketId) => settleTicket(queryClient, ticketId, ticket),
  });
}
