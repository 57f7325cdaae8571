import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@store/shared/rules/cart';
import { CreatePaymentIntentReply, IDEMPOTENCY_HEADER } from '@store/shared/schemas/checkout';
import { apiSend } from '../../../lib/api-client';
import { usePaymentStore } from '../../../stores/payment';

/**
 * Opens (or, for a key already used with these lines, reopens) the order and its payment
 * intent; the server prices the lines itself, so only ids and quantities are sent.
 */
export async function createPaymentIntent(
  lines: readonly CartLine[],
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<CreatePaymentIntentReply> {
  const reply = await apiSend(
    'PUT',
    '/payment/create-payment-intent',
    {
      lines: lines.map(({ productId, platformGroupId, quantity }) => ({
        productId,
        platformGroupId,
        quantity,
      })),
    },
    CreatePaymentIntentReply,
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, signal },
  );
  usePaymentStore.getState().setIntent(reply);
  return reply;
}

/** One intent per key and cart; asking again is safe, so it is cached like a read. */
export function paymentIntentQueryOptions(lines: readonly CartLine[], idempotencyKey: string) {
  return queryOptions({
    queryKey: ['payment', 'intent', idempotencyKey, lines],
    queryFn: ({ signal }) => createPaymentIntent(lines, idempotencyKey, signal),
    staleTime: Infinity,
    // Every failure has its own message and way on; asking again on its own would only count
    // towards the limit on failed requests.
    retry: false,
    // Back on the page (another tab, another device meanwhile), the key is asked about again:
    // a repeat opens nothing, and says so if a later checkout has replaced this one.
    refetchOnWindowFocus: (query) => (query.state.status === 'success' ? 'always' : false),
  });
}

/**
 * The checkout's intent once the key is known. While a new key's intent is on its way the
 * previous one stays on screen (flagged as placeholder), so the page does not flash.
 */
export function usePaymentIntent(lines: readonly CartLine[], idempotencyKey: string | null) {
  return useQuery({
    ...paymentIntentQueryOptions(lines, idempotencyKey ?? ''),
    enabled: idempotencyKey !== null,
    placeholderData: keepPreviousData,
  });
}
