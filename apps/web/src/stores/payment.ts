import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import type { CartLine } from '@store/shared/rules/cart';

/**
 * Where the order of the current checkout stands in the browser: opened (`pending`), being
 * confirmed, waiting for 3-D Secure, or with an outcome.
 */
export type PaymentOrderStatus =
  'pending' | 'confirming' | 'requires_action' | 'succeeded' | 'failed' | 'paid' | 'delivered';

/** The payment intent the server opened for the checkout. */
export interface PaymentIntentRef {
  clientSecret: string;
  paymentId: string;
  paymentSession: string;
}

/** The part kept between visits: which cart the idempotency key was made for. */
interface RememberedCheckout {
  idempotencyKey: string | null;
  /** The cart content the key belongs to (see `cartSignature`). */
  cartSignature: string | null;
}

interface PaymentState extends RememberedCheckout {
  clientSecret: string | null;
  paymentId: string | null;
  paymentSession: string | null;
  orderStatus: PaymentOrderStatus | null;
  /** The last payment error, in English as the server or the spec says it. */
  error: string | null;
  /**
   * Keeps the key when the cart content is the one it was made for; otherwise a new checkout
   * begins with a fresh key and no intent.
   */
  startCheckout: (cartSignature: string) => void;
  /** Drops the key, so the next attempt opens a new order (after a failed or expired one). */
  renewKey: () => void;
  setIntent: (intent: PaymentIntentRef) => void;
  setOrderStatus: (status: PaymentOrderStatus) => void;
  setError: (message: string | null) => void;
  /** Forgets the checkout once its order is complete. */
  reset: () => void;
}

export const PAYMENT_STORAGE_KEY = 'bigkeys-payment';

const NO_PAYMENT = {
  idempotencyKey: null,
  cartSignature: null,
  clientSecret: null,
  paymentId: null,
  paymentSession: null,
  orderStatus: null,
  error: null,
} as const;

/**
 * A cart's content as one string, the same whatever order the lines are in: the key of a
 * checkout is reused for exactly this content.
 */
export function cartSignature(lines: readonly CartLine[]): string {
  return lines
    .map((line) => `${line.productId}:${line.platformGroupId}:${line.quantity}`)
    .sort()
    .join(',');
}

/** A key the server accepts (8–128 URL-safe characters): 128 random bits in hex. */
function newIdempotencyKey(): string {
  // getRandomValues, unlike randomUUID, also works on pages served without HTTPS.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isRememberedCheckout(value: unknown): value is RememberedCheckout {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.idempotencyKey === 'string' && typeof record.cartSignature === 'string';
}

/**
 * The checkout's payment state (spec section 3). Only the idempotency key and the cart it
 * belongs to are persisted, so a reload reuses the same order; the intent's secrets stay in
 * memory, since the server hands them out again for the same key. Persisted state below
 * version 7 is discarded.
 */
export const usePaymentStore = create<PaymentState>()(
  persist(
    (set, get) => ({
      ...NO_PAYMENT,
      startCheckout: (signature) => {
        const current = get();
        if (current.idempotencyKey && current.cartSignature === signature) return;
        set({ ...NO_PAYMENT, idempotencyKey: newIdempotencyKey(), cartSignature: signature });
      },
      renewKey: () => {
        const { cartSignature: signature } = get();
        set({ ...NO_PAYMENT, idempotencyKey: newIdempotencyKey(), cartSignature: signature });
      },
      setIntent: ({ clientSecret, paymentId, paymentSession }) => {
        set({ clientSecret, paymentId, paymentSession, orderStatus: 'pending', error: null });
      },
      setOrderStatus: (orderStatus) => {
        set({ orderStatus });
      },
      setError: (error) => {
        set({ error });
      },
      reset: () => {
        set({ ...NO_PAYMENT });
      },
    }),
    {
      name: PAYMENT_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): RememberedCheckout => ({
        idempotencyKey: state.idempotencyKey,
        cartSignature: state.cartSignature,
      }),
      // Spec: persisted payment state stored by a version below 7 is discarded.
      migrate: (persisted, version) =>
        version >= PERSISTED_STATE_VERSION && isRememberedCheckout(persisted)
          ? persisted
          : { idempotencyKey: null, cartSignature: null },
      // Anything unreadable starts a new checkout.
      merge: (persisted, current) => ({
        ...current,
        ...(isRememberedCheckout(persisted)
          ? { idempotencyKey: persisted.idempotencyKey, cartSignature: persisted.cartSignature }
          : { idempotencyKey: null, cartSignature: null }),
      }),
    },
  ),
);
