import { useMutation } from '@tanstack/react-query';
import type { AccountLinkRequestBody } from '@store/shared/schemas/account-recovery';
import { SuccessReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** Asks for a sign-in link by e-mail; the answer is the same whether or not the address has an account. */
export function requestSignInLink(body: AccountLinkRequestBody) {
  return apiSend('POST', '/auth/sign-in-link', body, SuccessReply);
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
