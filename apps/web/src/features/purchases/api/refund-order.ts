import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefundReply } from '@store/shared/schemas/purchases';
import { apiSend } from '../../../lib/api-client';
import { invoicesQueryOptions } from './get-invoices';
import { refreshOwnedKeys } from './owned-keys-cache';

/**
 * Cancels an order for a full refund (spec section 4: within 7 days, before any of its keys
 * was shown or sent); its keys are voided.
 */
export function refundOrder(orderId: string): Promise<RefundReply> {
  return apiSend('POST', `/users/orders/${encodeURIComponent(orderId)}/refund`, {}, RefundReply);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // Not awaited: the order leaves the list of refundable ones, and the confirmation that
    // says so must still hear of the success.
    onSuccess: () => {
      void refreshOwnedKeys(queryClient);
      void queryClient.invalidateQueries(invoicesQueryOptions());
    },
  });
}
