import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CustomerActionReply,
  CustomerOrdersReply,
  CustomerProfile,
  CustomerSearchReply,
} from '@store/shared/schemas/admin-customers';
import { SuccessReply } from '@store/shared/schemas/auth';
import { AdminIdentityReply } from '@store/shared/schemas/identity';
import { ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

const customersKey = [...ADMIN_QUERY_KEY, 'customers'] as const;

export function customerSearchQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: [...customersKey, 'search', q, page],
    queryFn: ({ signal }) =>
      adminGet('/customers', CustomerSearchReply, { query: { q: q || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the lookup. */
export function useCustomerSearch(q: string, page: number) {
  return useQuery(customerSearchQueryOptions(q, page));
}

/** A customer's profile, as the member's role may see it. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: [...customersKey, id],
    queryFn: ({ signal }) =>
      adminGet(`/customers/${encodeURIComponent(id)}`, CustomerProfile, { signal }),
  });
}

/** One page of the customer's orders, newest first. */
export function useCustomerOrders(id: string, page: number) {
  return useQuery({
    queryKey: [...customersKey, id, 'orders', page],
    queryFn: ({ signal }) =>
      adminGet(`/customers/${encodeURIComponent(id)}/orders`, CustomerOrdersReply, {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type CustomerAction =
  | { kind: 'lock'; reason: string }
  | { kind: 'unlock' }
  | { kind: 'require-identity-check' }
  | { kind: 'resend-verification' };

/** Runs an account action; the profile and the lookup follow. */
export function useCustomerAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('customer-action'),
    mutationFn: async (action: CustomerAction) => {
      const path = `/customers/${encodeURIComponent(id)}/${action.kind}`;
      if (action.kind === 'resend-verification') {
        await adminSend('POST', path, undefined, SuccessReply);
        return undefined;
      }
      const body = action.kind === 'lock' ? { reason: action.reason } : undefined;
      return (await adminSend('POST', path, body, CustomerActionReply)).customer;
    },
    onSuccess: (customer) => {
      if (customer) queryClient.setQueryData([...customersKey, id], customer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

/** The customer's identity checks; staff see statuses and reasons, never the documents. */
export function useCustomerIdentity(id: string) {
  return useQuery({
    queryKey: [...customersKey, id, 'identity'],
    queryFn: ({ signal }) =>
      adminGet(`/customers/${encodeURIComponent(id)}/identity`, AdminIdentityReply, { signal }),
  });
}

/** Approves or rejects a check waiting for manual review; the profile follows. */
export function useIdentityDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('identity-decision'),
    mutationFn: ({ verificationId, approve }: { verificationId: string; approve: boolean }) =>
      adminSend(
        'POST',
        `/customers/${encodeURIComponent(id)}/identity/${encodeURIComponent(verificationId)}/${approve ? 'approve' : 'reject'}`,
        undefined,
        AdminIdentityReply,
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData([...customersKey, id, 'identity'], reply);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...customersKey, id] }),
  });
}
