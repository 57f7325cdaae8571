import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrdersPage } from '@store/shared/schemas/purchases';
import { apiGet } from '../../../lib/api-client';

/** A page of the signed-in customer's orders, newest first. */
export function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  return apiGet('/users/orders', OrdersPage, { query: { page }, signal });
}

/** Under `account`, which is dropped from the cache when the session ends. */
export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['account', 'purchases', 'orders', page],
    queryFn: ({ signal }) => getOrders(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useOrders(page: number) {
  return useQuery({ ...ordersQueryOptions(page), placeholderData: keepPreviousData });
}
