import { queryOptions, useQuery } from '@tanstack/react-query';
import { User } from '@store/shared/schemas/auth';
import { apiGet } from '../../../lib/api-client';

/** The signed-in user's own profile (the server answers for oneself only). */
export function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return apiGet(`/users/${encodeURIComponent(userId)}`, User, { signal });
}

/** Under `account`, which is dropped from the cache when the session ends. */
export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', 'user', userId],
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
