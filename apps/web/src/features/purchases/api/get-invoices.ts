import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvoicesReply } from '@store/shared/schemas/purchases';
import { apiGet } from '../../../lib/api-client';

/** The signed-in customer's invoices, one per delivered order. */
export function getInvoices(signal?: AbortSignal): Promise<InvoicesReply> {
  return apiGet('/users/invoices', InvoicesReply, { signal });
}

export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'purchases', 'invoices'],
    queryFn: ({ signal }) => getInvoices(signal),
  });
}

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
