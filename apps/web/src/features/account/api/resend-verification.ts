import { useMutation } from '@tanstack/react-query';
import { SuccessReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** Mails a new verification code; the server refuses (429) a second request within a minute. */
export function resendVerification() {
  return apiSend('POST', '/users/resend-verification', undefined, SuccessReply);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
