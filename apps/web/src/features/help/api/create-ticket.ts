import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TicketSummary, type CreateTicketBody } from '@store/shared/schemas/support';
import { apiSend } from '../../../lib/api-client';
import { TICKETS_QUERY_KEY } from './get-tickets';

/**
 * Opens a ticket for the support team; a person answers it (within 2 business days). The
 * reply is the ticket; its summary is all the page needs.
 */
export function createTicket(body: CreateTicketBody): Promise<TicketSummary> {
  return apiSend('POST', '/users/tickets', body, TicketSummary);
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY });
    },
  });
}
