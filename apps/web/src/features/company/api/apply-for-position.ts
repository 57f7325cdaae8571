import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormReply, type JobApplicationBody } from '@store/shared/schemas/contact';
import { apiSend } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { positionsQueryOptions } from './get-positions';

/** Applies to one open position; the same e-mail address applies to a position once. */
export function applyForPosition(body: JobApplicationBody) {
  return apiSend('POST', '/careers/apply', body, FormReply);
}

export function useApplyForPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForPosition,
    onError: (error) => {
      // The position closed since the list loaded: show the list as it is now.
      if (error instanceof ApiRequestError && error.status === 404) {
        void queryClient.invalidateQueries(positionsQueryOptions());
      }
    },
  });
}
