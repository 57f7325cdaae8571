import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffSessionsReply } from '@store/shared/schemas/staff';
import { ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend, NoContent } from '../admin-api';

const sessionsKey = [...ADMIN_QUERY_KEY, 'sessions'] as const;

export function staffSessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => adminGet('/sessions', StaffSessionsReply, { signal }),
  });
}

/** The member's own live staff sessions, most recent first, this one marked `current`. */
export function useStaffSessions() {
  return useQuery(staffSessionsQueryOptions());
}

/** Ends one of the member's own sessions; the list follows. */
export function useRevokeStaffSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('revoke-session'),
    mutationFn: (id: string) =>
      adminSend('DELETE', `/sessions/${encodeURIComponent(id)}`, undefined, NoContent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
