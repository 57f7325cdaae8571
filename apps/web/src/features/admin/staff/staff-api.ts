import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OpenStaffInvitation,
  StaffListReply,
  type InviteStaffBody,
} from '@store/shared/schemas/admin-staff';
import { StaffLoginReply, StaffRole } from '@store/shared/schemas/staff';
import { z } from 'zod';
import { ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend, NoContent } from '../admin-api';

const staffKey = [...ADMIN_QUERY_KEY, 'staff'] as const;

/** The members and the open invitations. */
export function useStaffList() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => adminGet('/staff', StaffListReply, { signal }),
  });
}

function useStaffMutation<Input, Output>(name: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey(name),
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export const useInviteStaff = () =>
  useStaffMutation('invite-staff', (body: InviteStaffBody) =>
    adminSend('POST', '/staff/invitations', body, OpenStaffInvitation),
  );

export const useChangeStaffRole = () =>
  useStaffMutation('change-staff-role', ({ id, role }: { id: string; role: StaffRole }) =>
    adminSend('PATCH', `/staff/${encodeURIComponent(id)}`, { role }, z.object({ role: StaffRole })),
  );

export const useDeactivateStaff = () =>
  useStaffMutation('deactivate-staff', (id: string) =>
    adminSend('POST', `/staff/${encodeURIComponent(id)}/deactivate`, undefined, NoContent),
  );

/** Accepts an invitation; the reply is the sign-in's next step (enrol). */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; firstName: string }) =>
      adminSend('POST', '/auth/accept-invitation', body, StaffLoginReply),
  });
}
