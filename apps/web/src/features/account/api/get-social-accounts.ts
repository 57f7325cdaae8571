import { queryOptions, useQuery } from '@tanstack/react-query';
import { SocialAccountsReply } from '@store/shared/schemas/social-links';
import { apiGet } from '../../../lib/api-client';

/** The providers the customer has linked or could link, and whether they have a password. */
export function getSocialAccounts(signal?: AbortSignal): Promise<SocialAccountsReply> {
  return apiGet('/users/social-accounts', SocialAccountsReply, { signal });
}

export function socialAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'social-accounts'],
    queryFn: ({ signal }) => getSocialAccounts(signal),
  });
}

export function useSocialAccounts() {
  return useQuery(socialAccountsQueryOptions());
}
