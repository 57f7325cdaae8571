import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  StaffLoginReply,
  StaffMember,
  StaffVerifyReply,
  type StaffRole,
} from '@store/shared/schemas/staff';
import { useEffect } from 'react';
import { apiGet, apiSend, type QueryValue, type ResponseSchema } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-error';

/** Every staff call lives under /api/v1/admin. */
export const ADMIN_API = '/admin';

/** The first part of every back office query key: signing out drops them all at once. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** For calls answered with 204 No Content (sign-out, ending a session). */
export const NoContent: ResponseSchema<void> = { parse: () => undefined };

interface AdminRequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
}

/** GETs a staff resource (`/api/v1/admin{path}`) and returns its validated body. */
export function adminGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: AdminRequestOptions = {},
): Promise<T> {
  return apiGet(`${ADMIN_API}${path}`, schema, options);
}

/**
 * Sends a data-changing staff request (`/api/v1/admin{path}`) with the session cookie and the
 * CSRF header, like every call of the store, and returns the validated reply.
 */
export function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: AdminRequestOptions = {},
): Promise<T> {
  return apiSend(method, `${ADMIN_API}${path}`, body, schema, options);
}

/** True for the answer of a staff route to a request without a live staff session. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** True for the answer of a staff route to a customer's session (403 STAFF_ONLY). */
export function isStaffOnly(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && error.code === 'STAFF_ONLY';
}

/** An admin may do everything; every other role what the area or action admits. */
export function roleAdmits(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.includes(role);
}

const staffMeKey = [...ADMIN_QUERY_KEY, 'me'] as const;

/** The signed-in staff member, or null without a staff session (401). */
export async function getStaffMe(signal?: AbortSignal): Promise<StaffMember | null> {
  try {
    return await adminGet('/me', StaffMember, { signal });
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export function staffMeQueryOptions() {
  return queryOptions({
    queryKey: staffMeKey,
    queryFn: ({ signal }) => getStaffMe(signal),
    staleTime: Infinity,
  });
}

/** Who is signed in to the back office: a member, null (signed out), or an error (403 for a customer). */
export function useStaffMe() {
  return useQuery(staffMeQueryOptions());
}

/**
 * The signed-in member, for pages inside the back office (which render only when there is
 * one). Throws if used outside it.
 */
export function useStaffMember(): StaffMember {
  const { data } = useStaffMe();
  if (!data) throw new Error('useStaffMember needs a signed-in staff member');
  return data;
}

/** Forgets every staff answer and shows the sign-in page. */
function forgetStaff(queryClient: QueryClient): void {
  queryClient.removeQueries({
    queryKey: ADMIN_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== 'me',
  });
  queryClient.setQueryData(staffMeKey, null);
}

/**
 * A staff session ends on the server after 30 idle minutes (or when revoked elsewhere):
 * the first staff call answered 401 then brings back the sign-in page.
 */
export function useSignInAgainOnExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (error: unknown, key: unknown) => {
      // The sign-in steps carry no key: their 401 is a refused password, not an expiry.
      if (!isSignedOut(error) || !Array.isArray(key)) return;
      if (key[0] !== ADMIN_QUERY_KEY[0] || key[1] === 'me') return;
      forgetStaff(queryClient);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        onError(event.action.error, event.query.queryKey);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        const key: unknown = event.mutation.options.mutationKey;
        onError(event.action.error, key);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/**
 * The key of a staff mutation (`mutationKey: adminMutationKey('payout')`): a 401 from one
 * carrying it brings back the sign-in page.
 */
export function adminMutationKey(name: string): readonly unknown[] {
  return [...ADMIN_QUERY_KEY, 'mutation', name];
}

/** The first sign-in step: e-mail and password; answers which second step follows. */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      adminSend('POST', '/auth/login', body, StaffLoginReply),
  });
}

/** The second step: a code from the app or a recovery code; starts the staff session. */
export function useStaffVerify() {
  return useMutation({
    mutationFn: (body: { code: string } | { recoveryCode: string }) =>
      adminSend('POST', '/auth/verify', body, StaffVerifyReply),
  });
}

/** Lets the back office in as the member a sign-in returned. */
export function useEnterBackOffice(): (member: StaffMember) => void {
  const queryClient = useQueryClient();
  return (member) => {
    queryClient.setQueryData(staffMeKey, member);
  };
}

/** Ends this staff session and shows the sign-in page. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend('POST', '/auth/logout', undefined, NoContent),
    onSuccess: () => {
      forgetStaff(queryClient);
    },
    onError: (error) => {
      // Already signed out on the server: the page follows.
      if (isSignedOut(error)) forgetStaff(queryClient);
    },
  });
}
