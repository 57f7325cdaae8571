import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GameActivationReply,
  PAYMENT_MESSAGES,
  type PaymentReturnQuery,
} from '@store/shared/schemas/payments';
import { apiGet } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';

/** How often, and how many times, a payment still processing is asked about again. */
export const ACTIVATION_POLL_MS = 2000;
export const ACTIVATION_POLL_TRIES = 30;

/** Asks the server whether the payment the browser returned with went through. */
export function getGameActivation(query: PaymentReturnQuery, signal?: AbortSignal) {
  return apiGet('/payment/game-activation', GameActivationReply, { query, signal });
}

/** True for the server's 409: the payment has no outcome yet. */
export function isStillProcessing(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    error.message === PAYMENT_MESSAGES.stillProcessing
  );
}

export function gameActivationQueryOptions(query: PaymentReturnQuery) {
  return queryOptions({
    queryKey: ['payment', 'game-activation', query],
    queryFn: ({ signal }) => getGameActivation(query, signal),
    staleTime: Infinity,
    // Only "still processing" is worth asking again, every 2 s up to the bound; the other
    // answers are final.
    retry: (failureCount, error) =>
      isStillProcessing(error) && failureCount < ACTIVATION_POLL_TRIES,
    retryDelay: ACTIVATION_POLL_MS,
  });
}

export function useGameActivation(query: PaymentReturnQuery | null) {
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
