import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessReply, type UpdatePasswordBody } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** Changes the password; the server ends every other session and keeps this one. */
export function updatePassword(body: UpdatePasswordBody) {
  return apiSend('POST', '/users/update-password', body, SuccessReply);
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
