import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralPayout } from '@store/shared/schemas/referrals';
import { apiSend } from '../../../lib/api-client';
import { REFERRAL_EARNINGS_KEY } from './get-referral-earnings';
import { REFERRAL_PAYOUTS_KEY } from './get-referral-payouts';
import { REFERRAL_PROFILE_KEY } from './get-referral-profile';

/** A random version 4 UUID; getRandomValues, unlike randomUUID, also works without HTTPS. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Asks for the whole unpaid balance of one currency. Each call has its own idempotency key,
 * so a request the network repeats is still one payout.
 */
export function requestPayout(currency: string): Promise<ReferralPayout> {
  return apiSend('POST', '/referrals/me/payouts', { currency }, ReferralPayout, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

/** Requests a payout, then asks again for the balances, the payouts and the earnings. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REFERRAL_PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: REFERRAL_PAYOUTS_KEY }),
        queryClient.invalidateQueries({ queryKey: REFERRAL_EARNINGS_KEY }),
      ]);
    },
  });
}
