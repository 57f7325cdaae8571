import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GiftClaimReply } from '@store/shared/schemas/purchases';
import { apiSend } from '../../../lib/api-client';
import { receivedKeysQueryOptions } from './get-received-keys';

/** Makes the key behind a gift link the signed-in customer's own. */
export function claimGift(token: string): Promise<GiftClaimReply> {
  return apiSend('POST', '/users/gifts/claim', { token }, GiftClaimReply);
}

export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSuccess: () => {
      void queryClient.invalidateQueries(receivedKeysQueryOptions());
    },
  });
}
