import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AdminOrderDetail,
  AdminOrderSearchReply,
  AdminRefundReply,
  ResendReceiptReply,
  ReviewDecisionReply,
  ReviewQueueReply,
} from '@store/shared/schemas/orders-admin';
import { ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

const reviewKey = [...ADMIN_QUERY_KEY, 'review-queue'] as const;
const ordersKey = [...ADMIN_QUERY_KEY, 'orders'] as const;

/** The orders held for review, oldest first. */
export function useReviewQueue() {
  return useQuery(
    queryOptions({
      queryKey: reviewKey,
      queryFn: ({ signal }) => adminGet('/review-queue', ReviewQueueReply, { signal }),
    }),
  );
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * Approves or rejects a held order (409 when someone decided it meanwhile); the queue and
 * the order's pages follow either way.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('decide-review'),
    mutationFn: ({
      orderId,
      decision,
      reason,
    }: {
      orderId: string;
      decision: ReviewDecision;
      reason?: string;
    }) =>
      adminSend(
        'POST',
        `/review-queue/${encodeURIComponent(orderId)}/${decision}`,
        reason ? { reason } : {},
        ReviewDecisionReply,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKey }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]),
  });
}

/** One page of orders matching `q` (all of them without one), newest first. */
export function useOrderSearch(filter: { q: string; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...ordersKey, 'search', filter.q, filter.page],
      queryFn: ({ signal }) =>
        adminGet('/orders', AdminOrderSearchReply, {
          signal,
          query: { q: filter.q || undefined, page: filter.page },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

const orderKey = (orderId: string) => [...ordersKey, 'detail', orderId] as const;

/** One order as staff see it, with its timeline. */
export function useAdminOrder(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKey(orderId),
      queryFn: ({ signal }) =>
        adminGet(`/orders/${encodeURIComponent(orderId)}`, AdminOrderDetail, { signal }),
    }),
  );
}

/** Refunds an order in full; the order and the lists follow. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('refund-order'),
    mutationFn: ({
      orderId,
      overrideRules,
      reason,
    }: {
      orderId: string;
      overrideRules: boolean;
      reason?: string;
    }) =>
      adminSend(
        'POST',
        `/orders/${encodeURIComponent(orderId)}/refund`,
        { overrideRules, ...(reason ? { reason } : {}) },
        AdminRefundReply,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Sends the order's receipt again; its timeline shows the new event. */
export function useResendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('resend-receipt'),
    mutationFn: (orderId: string) =>
      adminSend(
        'POST',
        `/orders/${encodeURIComponent(orderId)}/resend-receipt`,
        undefined,
        ResendReceiptReply,
      ),
    onSettled: (_reply, _error, orderId) =>
      queryClient.invalidateQueries({ queryKey: orderKey(orderId) }),
  });
}
