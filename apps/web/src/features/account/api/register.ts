import { useMutation } from '@tanstack/react-query';
import { AuthReply, type RegisterBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** Creates the account and signs it in at once; the e-mail address is not verified yet. */
export function register(body: RegisterBody): Promise<AuthReply> {
  return apiSend('POST', '/auth/register', body, AuthReply);
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (reply) => {
      const auth = useAuthStore.getState();
      auth.setFromAuthReply(reply);
      // The referral has been handed over with the registration.
      auth.setPendingReferralCode(null);
    },
  });
}
