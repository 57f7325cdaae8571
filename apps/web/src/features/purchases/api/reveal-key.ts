import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyActivationReply, type KeyActivationBody } from '@store/shared/schemas/purchases';
import { apiSend } from '../../../lib/api-client';
import { refreshOwnedKeys, updateOwnedKey } from './owned-keys-cache';

/**
 * Shows a key's text (spec section 7: key activation). The first call marks the key revealed,
 * which ends the order's right to an instant refund; asking again returns the same key.
 */
export function revealKey(body: KeyActivationBody): Promise<KeyActivationReply> {
  return apiSend('POST', '/users/key-activation', body, KeyActivationReply);
}

/** A key's text never changes, so a cached one is never asked for again; `account` goes at sign-out. */
export function keyTextQueryOptions(body: KeyActivationBody) {
  return queryOptions({
    queryKey: ['account', 'purchases', 'key-text', body.keyId],
    queryFn: () => revealKey(body),
    staleTime: Infinity,
  });
}

/** The text of a key that was already revealed: asking again needs no warning. */
export function useKeyText(body: KeyActivationBody) {
  return useQuery(keyTextQueryOptions(body));
}

/** Reveals a hidden key after the customer confirmed the warning. */
export function useRevealKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealKey,
    onSuccess: (reply, body) => {
      queryClient.setQueryData(keyTextQueryOptions(body).queryKey, reply);
      updateOwnedKey(queryClient, reply.keyId, {
        state: 'revealed',
        revealedAt: reply.revealedAt,
      });
      void refreshOwnedKeys(queryClient);
    },
  });
}
