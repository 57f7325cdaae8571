import { useMutation } from '@tanstack/react-query';
import { FormReply, type NewsletterSubscribeBody } from '@store/shared/schemas/contact';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /email/subscribe. A second sign-up of the same address fails with 409 and the code
 * `duplicate_subscription`; too many sign-ups from one address fail with 429.
 */
export function subscribeToNewsletter(body: NewsletterSubscribeBody) {
  return apiSend('POST', '/email/subscribe', body, FormReply);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
