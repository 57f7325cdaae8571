import { useMutation } from '@tanstack/react-query';
import { AuthReply, type RegisterVerifyBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** The code mailed after registering: verifies the address and signs in (the cookie comes along). */
export function verifyRegistration(body: RegisterVerifyBody): Promise<AuthReply> {
  return apiSend('POST', '/auth/register/verify', body, AuthReply);
}

export function useVerifyRegistration() {
  return useMutation({
    mutationFn: verifyRegistration,
    onSuccess: (reply) => {
      useAuthStore.getState().setFromAuthReply(reply);
    },
  });
}
