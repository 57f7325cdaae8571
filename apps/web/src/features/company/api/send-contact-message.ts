import { useMutation } from '@tanstack/react-query';
import { FormReply, type ContactMessageBody } from '@store/shared/schemas/contact';
import { apiSend } from '../../../lib/api-client';

/** Sends a message to the support team, which gets it by e-mail with the sender as Reply-To. */
export function sendContactMessage(body: ContactMessageBody) {
  return apiSend('POST', '/contact', body, FormReply);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
