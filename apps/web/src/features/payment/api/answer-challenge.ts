import { useMutation } from '@tanstack/react-query';
import { SandboxPaymentReply, type SandboxChallengeBody } from '@store/shared/schemas/payments';
import { apiSend } from '../../../lib/api-client';

/** Sends the customer's answer to the payment's 3-D Secure challenge. */
export function answerChallenge(intentId: string, body: SandboxChallengeBody) {
  return apiSend(
    'POST',
    `/sandbox/payments/${encodeURIComponent(intentId)}/challenge`,
    body,
    SandboxPaymentReply,
  );
}

export function useAnswerChallenge() {
  return useMutation({
    mutationFn: ({ intentId, body }: { intentId: string; body: SandboxChallengeBody }) =>
      answerChallenge(intentId, body),
  });
}
