import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvoiceDetail } from '@store/shared/schemas/purchases';
import { apiGet } from '../../../lib/api-client';

/** One invoice with its lines, VAT and buyer, looked up by its id. */
export function getInvoiceDetail(invoiceId: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return apiGet('/users/invoices/detail', InvoiceDetail, { query: { invoiceId }, signal });
}

/** Invoices never change once issued. */
export function invoiceDetailQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: ['account', 'purchases', 'invoice', invoiceId],
    queryFn: ({ signal }) => getInvoiceDetail(invoiceId, signal),
    staleTime: Infinity,
  });
}

export function useInvoiceDetail(invoiceId: string) {
  return useQuery(invoiceDetailQueryOptions(invoiceId));
}
