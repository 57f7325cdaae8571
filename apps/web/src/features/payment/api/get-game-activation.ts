import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GameActivationReply, type PaymentReturnQuery } from '@store/shared/schemas/payments';
import { apiGet } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { isPaymentsChannelLive } from '../../../lib/live/use-payments-channel';

/** How often, and how many times, a payment still processing is asked about again. */
export const ACTIVATION_POLL_MS = 2000;
export const ACTIVATION_POLL_TRIES = 30;
/** While live updates arrive the API is only asked this often, in case one went missing. */
export const ACTIVATION_LIVE_POLL_MS = 10_000;

/** Asks the server whether the payment the browser returned with went through. */
export function getGameActivation(query: PaymentReturnQuery, signal?: AbortSignal) {
  return apiGet('/payment/game-activation', GameActivationReply, { query, signal });
}

/** True for the server's 409: the payment has no outcome yet (by its code: the words are translated). */
export function isStillProcessing(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.code === 'PAYMENT_PROCESSING'
  );
}

export const gameActivationQueryKey = (query: PaymentReturnQuery) =>
  ['payment', 'game-activation', query] as const;

/**
 * Asks until the payment has an outcome and, once paid (or held for review), until its order
 * is delivered: every 2 s up to the bound, or every 10 s while `isLive()` says live updates
 * are arriving.
 */
export function gameActivationQueryOptions(
  query: PaymentReturnQuery,
  isLive: () => boolean = isPaymentsChannelLive,
) {
  const pollMs = () => (isLive() ? ACTIVATION_LIVE_POLL_MS : ACTIVATION_POLL_MS);
  return queryOptions({
    queryKey: gameActivationQueryKey(query),
    queryFn: ({ signal }) => getGameActivation(query, signal),
    staleTime: Infinity,
    // Only "still processing" is worth asking again; the other answers are final.
    retry: (failureCount, error) =>
      isStillProcessing(error) && failureCount < ACTIVATION_POLL_TRIES,
    retryDelay: pollMs,
    refetchInterval: ({ state }) =>
      state.data !== undefined &&
      state.data.status !== 'delivered' &&
      state.dataUpdateCount + state.errorUpdateCount <= ACTIVATION_POLL_TRIES
        ? pollMs()
        : false,
  });
}

/**
 * The server's verdict on the return. `live` says the payments channel is open: its
 * messages then tell the news and the API is asked less often; each time it opens, the API
 * is asked once more for what was said while it was down.
 */
export function useGameActivation(query: PaymentReturnQuery | null, live = false) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live || query === null) return;
    void queryClient.invalidateQueries(
      { queryKey: gameActivationQueryKey(query) },
      { cancelRefetch: false },
    );
  }, [live, query, queryClient]);
  return useQuery({
    ...gameActivationQueryOptions(query ?? EMPTY_QUERY),
    enabled: query !== null,
  });
}

const EMPTY_QUERY: PaymentReturnQuery = {
  payment_intent: '',
  payment_intent_client_secret: '',
  payment_session: '',
  payment_session_secret: '',
  cko_payment_id: '',
};
