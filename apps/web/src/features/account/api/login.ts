import { useMutation } from '@tanstack/react-query';
import { AuthReply, type LoginBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** Signs in with e-mail and password; the session cookie arrives with the reply. */
export function login(body: LoginBody): Promise<AuthReply> {
  return apiSend('POST', '/auth/login', body, AuthReply);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => {
      useAuthStore.getState().setFromAuthReply(reply);
    },
  });
}
