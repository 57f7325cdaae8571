import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessReply } from '@store/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** Signs out every other device; this session stays. */
export function revokeOtherSessions() {
  return apiSend('POST', '/users/sessions/revoke-others', undefined, SuccessReply);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
