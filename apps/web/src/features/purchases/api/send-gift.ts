import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GiftReply, type GiftBody } from '@store/shared/schemas/purchases';
import { apiSend } from '../../../lib/api-client';
import { refreshOwnedKeys, updateOwnedKey } from './owned-keys-cache';

/** Sends a hidden key to a friend by e-mail; the key can then no longer be revealed here. */
export function sendGift(body: GiftBody): Promise<GiftReply> {
  return apiSend('POST', '/users/gifts', body, GiftReply);
}

export function useSendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGift,
    onSuccess: (reply) => {
      updateOwnedKey(queryClient, reply.keyId, {
        state: 'gifted',
        gift: {
          recipientEmail: reply.recipientEmail,
          sentAt: new Date().toISOString(),
          claimedAt: null,
        },
      });
      void refreshOwnedKeys(queryClient);
    },
  });
}
