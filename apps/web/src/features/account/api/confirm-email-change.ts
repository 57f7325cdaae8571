import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmailChangeReply, type AccountLinkBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** Spends the link mailed to a new address: it becomes the account's address. */
export function confirmEmailChange(body: AccountLinkBody): Promise<EmailChangeReply> {
  return apiSend('POST', '/users/email/confirm', body, EmailChangeReply);
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A browser signed in to the account stays signed in; it learns the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
