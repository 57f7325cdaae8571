import { useMutation } from '@tanstack/react-query';
import { SandboxPaymentReply, type SandboxConfirmBody } from '@store/shared/schemas/payments';
import { apiSend } from '../../../lib/api-client';

/** Pays the intent with the card at the store's sandbox payment provider. */
export function confirmCardPayment(intentId: string, body: SandboxConfirmBody) {
  return apiSend(
    'POST',
    `/sandbox/payments/${encodeURIComponent(intentId)}/confirm`,
    body,
    SandboxPaymentReply,
  );
}

export function useConfirmCardPayment() {
  return useMutation({
    mutationFn: ({ intentId, body }: { intentId: string; body: SandboxConfirmBody }) =>
      confirmCardPayment(intentId, body),
  });
}
