import { useMutation } from '@tanstack/react-query';
import type { AccountLinkRequestBody } from '@store/shared/schemas/account-recovery';
import { SuccessReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** Asks for a password-reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: AccountLinkRequestBody) {
  return apiSend('POST', '/auth/password/forgot', body, SuccessReply);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
