import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@store/shared/schemas/auth';
import { PhoneReply, type ConfirmPhoneBody } from '@store/shared/schemas/phone';
import { apiSend } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';

/** Confirms the number with the texted code; answers the customer with it. */
export async function confirmPhone(body: ConfirmPhoneBody): Promise<User> {
  return (await apiSend('POST', '/users/me/phone/confirm', body, PhoneReply)).user;
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    // The settings page reads the customer from this query: it shows the number at once.
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions(user._id).queryKey, user),
  });
}
