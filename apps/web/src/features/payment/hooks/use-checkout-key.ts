import type { CartLine } from '@store/shared/rules/cart';
import { useEffect } from 'react';
import { cartSignature, usePaymentStore } from '../../../stores/payment';

/**
 * The idempotency key of paying for these lines: the one already made for the same cart
 * content (after a reload or a retry), or a new one when the cart changed. Null until it is
 * known, and for an empty cart.
 */
export function useCheckoutKey(lines: readonly CartLine[]): string | null {
  const signature = cartSignature(lines);
  const empty = lines.length === 0;
  const key = usePaymentStore((state) =>
    state.cartSignature === signature ? state.idempotencyKey : null,
  );
  const startCheckout = usePaymentStore((state) => state.startCheckout);

  useEffect(() => {
    if (!empty) startCheckout(signature);
  }, [empty, signature, startCheckout]);

  return empty ? null : key;
}
