import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProviderId } from '@store/shared/schemas/social-auth';
import { SocialAccountsReply } from '@store/shared/schemas/social-links';
import { apiSend } from '../../../lib/api-client';
import { socialAccountsQueryOptions } from './get-social-accounts';

/** Removes the link to `provider`; the reply is the list as it is now. */
export function unlinkSocialAccount(provider: SocialProviderId) {
  return apiSend('DELETE', `/users/social-accounts/${provider}`, undefined, SocialAccountsReply);
}

export function useUnlinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkSocialAccount,
    onSuccess: (accounts) => {
      queryClient.setQueryData(socialAccountsQueryOptions().queryKey, accounts);
    },
  });
}
