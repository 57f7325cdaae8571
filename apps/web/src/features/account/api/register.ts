import { useMutation } from '@tanstack/react-query';
import { RegisterReply, type RegisterBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/**
 * Sends the registration. Nobody is signed in by it: the answer is the same whether or not
 * the address has an account, and the e-mail to it says what comes next (for a new account, a
 * code for `verifyRegistration`).
 */
export function register(body: RegisterBody): Promise<RegisterReply> {
  return apiSend('POST', '/auth/register', body, RegisterReply);
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      // The referral has been handed over with the registration.
      useAuthStore.getState().setPendingReferralCode(null);
    },
  });
}
