import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
import { apiGet, listOf } from '../../../lib/api-client';

/** A social sign-in the server has configured. */
export const AuthProvider = z.object({ id: z.enum(['google', 'discord']), name: z.string() });
export type AuthProvider = z.infer<typeof AuthProvider>;

/** The social sign-ins on offer; an empty list means e-mail and password only. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  return apiGet('/auth/providers', listOf(AuthProvider), { signal });
}

/** Server configuration changes rarely; cached like the lookups. */
export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: LOOKUP_CACHE_SECONDS * 1000,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
