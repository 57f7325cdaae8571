import { useMutation } from '@tanstack/react-query';
import type { ConsumeSignInLinkBody } from '@store/shared/schemas/account-recovery';
import { AuthReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** Spends a sign-in link's token; the session cookie arrives with the reply. */
export function consumeSignInLink(body: ConsumeSignInLinkBody): Promise<AuthReply> {
  return apiSend('POST', '/auth/sign-in-link/consume', body, AuthReply);
}

export function useConsumeSignInLink() {
  return useMutation({
    mutationFn: consumeSignInLink,
    onSuccess: (reply) => {
      useAuthStore.getState().setFromAuthReply(reply);
    },
  });
}
