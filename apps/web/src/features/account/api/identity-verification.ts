import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdentityVerificationReply, SandboxUploadReply } from '@store/shared/schemas/identity';
import { apiGet, apiSend } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** The customer's identity check is account data: forgotten at sign-out with the rest. */
export const IDENTITY_QUERY_KEY = ['account', 'identity'] as const;

/** Keeps the auth state's verification fields (spec section 3) to the server's answer. */
function remember(reply: IdentityVerificationReply): IdentityVerificationReply {
  useAuthStore.getState().setIdentityVerification(reply.verification);
  return reply;
}

/** GET /identity/verification: the customer's latest check, or none. */
export async function getIdentityVerification(signal?: AbortSignal) {
  return remember(await apiGet('/identity/verification', IdentityVerificationReply, { signal }));
}

export function identityVerificationQueryOptions() {
  return queryOptions({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => getIdentityVerification(signal),
  });
}

export function useIdentityVerification() {
  return useQuery(identityVerificationQueryOptions());
}

/** POST /identity/verification: starts a check, or answers the open one. */
export async function startIdentityVerification() {
  return remember(
    await apiSend('POST', '/identity/verification', undefined, IdentityVerificationReply),
  );
}

export function useStartIdentityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startIdentityVerification,
    onSuccess: (reply) => {
      queryClient.setQueryData(IDENTITY_QUERY_KEY, reply);
    },
  });
}

/** What the sandbox's page sends: the name on the document and the two photos. */
export interface IdentityPhotos {
  name: string;
  document: File;
  selfie: File;
}

/**
 * Uploads the photos to the store's sandbox provider for the open check's session (its id is
 * the client secret's prefix), with the secret that proves the page was given the session.
 */
export async function uploadIdentityPhotos(verificationSecret: string, photos: IdentityPhotos) {
  const sessionId = verificationSecret.split('_secret_')[0] ?? '';
  const form = new FormData();
  form.append('clientSecret', verificationSecret);
  form.append('name', photos.name);
  form.append('document', photos.document);
  form.append('selfie', photos.selfie);
  return apiSend(
    'POST',
    `/sandbox/identity/${encodeURIComponent(sessionId)}/documents`,
    undefined,
    SandboxUploadReply,
    { rawBody: { data: form } },
  );
}

export function useUploadIdentityPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ secret, photos }: { secret: string; photos: IdentityPhotos }) =>
      uploadIdentityPhotos(secret, photos),
    // The photos are being checked now: the page shows so, and waits for the decision.
    onSettled: () => queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY }),
  });
}
