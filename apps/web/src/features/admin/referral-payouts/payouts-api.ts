import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AdminPayoutDetail,
  AdminPayoutsReply,
  ReferralPayout,
  type AdminPayout,
  type AdminPayoutView,
} from '@store/shared/schemas/referrals';
import { ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

/** A payout as finance sees it, with the referrer's e-mail. */
export type StaffPayout = AdminPayout;

const payoutsKey = [...ADMIN_QUERY_KEY, 'referral-payouts'] as const;

export function payoutsQueryOptions(view: AdminPayoutView, page: number) {
  return queryOptions({
    queryKey: [...payoutsKey, view, page],
    queryFn: ({ signal }) =>
      adminGet(`/referral-payouts?status=${view}&page=${page}`, AdminPayoutsReply, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Open requests (oldest first) or settled payouts (newest first), one page. */
export function usePayouts(view: AdminPayoutView, page: number) {
  return useQuery(payoutsQueryOptions(view, page));
}

/** A payout with the ledger entries it made. */
export function usePayoutDetail(id: string) {
  return useQuery({
    queryKey: [...payoutsKey, 'detail', id],
    queryFn: ({ signal }) =>
      adminGet(`/referral-payouts/${encodeURIComponent(id)}`, AdminPayoutDetail, { signal }),
  });
}

export type PayoutDecision = 'pay' | 'reject';

/** Marks a payout paid or rejects it (409 when it was settled meanwhile); the lists follow. */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('decide-payout'),
    mutationFn: ({ id, decision }: { id: string; decision: PayoutDecision }) =>
      adminSend(
        'POST',
        `/referral-payouts/${encodeURIComponent(id)}/${decision}`,
        undefined,
        ReferralPayout,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}
