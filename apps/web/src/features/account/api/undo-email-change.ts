import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmailChangeReply, type AccountLinkBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** Spends the undo link mailed to the old address: it comes back and every session ends. */
export function undoEmailChange(body: AccountLinkBody): Promise<EmailChangeReply> {
  return apiSend('POST', '/users/email/undo', body, EmailChangeReply);
}

export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    // Every session has ended, this browser's too if it was signed in to the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
