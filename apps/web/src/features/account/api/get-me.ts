import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthReply } from '@store/shared/schemas/auth';
import { apiGet } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useAuthStore } from '../../../stores/auth';

/**
 * Asks the server who is signed in and makes the auth store say the same (spec section 4):
 * a reply signs the visitor in with the server's flags; a 401 (already handled by the API
 * client, which clears the store) means a guest, answered as null.
 */
export async function getMe(signal?: AbortSignal): Promise<AuthReply | null> {
  try {
    const reply = await apiGet('/auth/me', AuthReply, { signal });
    useAuthStore.getState().setFromAuthReply(reply);
    return reply;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Asked once per visit; later changes to the session come from the account calls themselves. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
