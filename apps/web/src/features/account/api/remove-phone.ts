import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@store/shared/schemas/auth';
import { PhoneReply } from '@store/shared/schemas/phone';
import { apiSend } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';

/** Forgets the customer's number; text messages turn off with it. */
export async function removePhone(): Promise<User> {
  return (await apiSend('DELETE', '/users/me/phone', undefined, PhoneReply)).user;
}

export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions(user._id).queryKey, user),
  });
}
