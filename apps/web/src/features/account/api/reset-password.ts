import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@store/shared/schemas/account-recovery';
import { SuccessReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** Sets a new password with the token from a reset link; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody) {
  return apiSend('POST', '/auth/password/reset', body, SuccessReply);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // Every session has ended, this browser's too if it was signed in: on to sign in afresh.
      useAuthStore.getState().signOutOnSignInPage('passwordReset');
    },
  });
}
