import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSummary } from '@store/shared/schemas/purchases';
import { apiGet } from '../../../lib/api-client';

/** While an order is paid (or about to be) but has no keys yet, ask again this often. */
const DELIVERY_POLL_MS = 5000;

/** One of the signed-in customer's orders with its keys, invoice and refund eligibility. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderSummary> {
  return apiGet(`/users/orders/${encodeURIComponent(orderId)}`, OrderSummary, { signal });
}

/** Under `account`, which is dropped from the cache when the session ends. */
export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['account', 'purchases', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

function awaitsKeys(order: OrderSummary | undefined): boolean {
  return (
    order !== undefined &&
    (order.status === 'pending' || order.status === 'paid') &&
    order.keys.length === 0
  );
}

/** The order, asked again every few seconds until a freshly paid order has its keys. */
export function useOrder(orderId: string) {
  return useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) => (awaitsKeys(query.state.data) ? DELIVERY_POLL_MS : false),
  });
}
