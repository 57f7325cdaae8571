import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import type { CartLine } from '@store/shared/rules/cart';
import {
  isOrderStatus,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@store/shared/rules/order-state';
import {
  ACTIVATION_STEPS,
  type ActivationStep,
  type ActivationProgressMessage,
  type PaymentErrorMessage,
  type PaymentStatusMessage,
  type ReceiptStatusMessage,
} from '@store/shared/schemas/live';

/**
 * Where the order of the current checkout stands: the browser's own steps (being confirmed,
 * waiting for 3-D Secure, confirmed by the card) or the order's status on the server.
 */
export type PaymentOrderStatus = OrderStatus | 'confirming' | 'requires_action' | 'succeeded';

export type ReceiptStatus = ReceiptStatusMessage['status'];

/** activationProgress (spec section 3): the fulfilment step under way. */
export interface ActivationProgress {
  step: ActivationStep;
  percent: number;
  details: string;
}

/** The payment intent the server opened for the checkout. */
export interface PaymentIntentRef {
  clientSecret: string;
  paymentId: string;
  paymentSession: string;
  orderId?: string;
}

/** The order a page follows: its payment, and its own id and status once known. */
export interface FollowedOrder {
  paymentId: string;
  orderId?: string;
  status?: OrderStatus;
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
  /** The order of the payment; live messages about any other order are ignored. */
  orderId: string | null;
  orderStatus: PaymentOrderStatus | null;
  /** The receipt e-mail, and the number of the invoice it carries. */
  receiptStatus: ReceiptStatus | null;
  invoiceNumber: string | null;
  activationProgress: ActivationProgress | null;
  /** The last payment error, as the server (in the page's language) or the spec says it. */
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
  /**
   * Follows the order of a payment (the return page). What is known of the same order is
   * kept; another payment starts from nothing. A status only ever moves forward.
   */
  followOrder: (order: FollowedOrder) => void;
  /** The payment went through: forgets the checkout's key and secrets, keeps following. */
  completeCheckout: (order: Required<FollowedOrder>) => void;
  /** Live messages of the payments channel; those about another order change nothing. */
  applyPaymentStatus: (message: PaymentStatusMessage) => void;
  applyReceiptStatus: (message: ReceiptStatusMessage) => void;
  applyActivationProgress: (message: ActivationProgressMessage) => void;
  applyPaymentError: (message: PaymentErrorMessage) => void;
  /** Forgets the checkout once its order is complete. */
  reset: () => void;
}

export const PAYMENT_STORAGE_KEY = 'bigkeys-payment';

/** What is known of an order from the server: its status, fulfilment and receipt. */
const NO_ORDER = {
  orderId: null,
  orderStatus: null,
  receiptStatus: null,
  invoiceNumber: null,
  activationProgress: null,
  error: null,
} as const;

const NO_CHECKOUT = {
  idempotencyKey: null,
  cartSignature: null,
  clientSecret: null,
  paymentSession: null,
} as const;

const NO_PAYMENT = { ...NO_CHECKOUT, ...NO_ORDER, paymentId: null } as const;

/** True when an order in status `from` can still come to `to` (or is there already). */
export function canReachOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  const seen = new Set<OrderStatus>([from]);
  const queue: OrderStatus[] = [from];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === to) return true;
    for (const after of ORDER_TRANSITIONS[next]) {
      if (!seen.has(after)) {
        seen.add(after);
        queue.push(after);
      }
    }
  }
  return false;
}

/**
 * The status after hearing `next`: messages can arrive late or twice, so one that would
 * take the order back (delivered, then paid) is ignored. The browser's own steps are
 * before every server status.
 */
function forwardStatus(
  current: PaymentOrderStatus | null,
  next: OrderStatus,
): PaymentOrderStatus | null {
  if (current === null || !isOrderStatus(current)) return next;
  return canReachOrderStatus(current, next) ? next : current;
}

type OrderFacts = Pick<PaymentState, 'orderId' | 'paymentId'>;

/**
 * True when a message is about the followed order: by its id, or, before the id is known,
 * by the payment (only the status message names it).
 */
function isFollowed(state: OrderFacts, orderId: string, paymentId?: string | null): boolean {
  if (state.orderId !== null) return state.orderId === orderId;
  return paymentId != null && paymentId === state.paymentId;
}

const stepIndex = (step: ActivationStep) => ACTIVATION_STEPS.indexOf(step);

/** Fulfilment only moves on: a message older than the progress shown is ignored. */
function isNewerProgress(current: ActivationProgress | null, next: ActivationProgress): boolean {
  if (current === null) return true;
  const byStep = stepIndex(next.step) - stepIndex(current.step);
  return byStep > 0 || (byStep === 0 && next.percent >= current.percent);
}

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
      setIntent: ({ clientSecret, paymentId, paymentSession, orderId }) => {
        set({
          ...NO_ORDER,
          clientSecret,
          paymentId,
          paymentSession,
          orderId: orderId ?? null,
          orderStatus: 'pending',
        });
      },
      setOrderStatus: (orderStatus) => {
        set({ orderStatus });
      },
      setError: (error) => {
        set({ error });
      },
      followOrder: ({ paymentId, orderId, status }) => {
        const state = get();
        const same =
          state.paymentId === paymentId || (orderId !== undefined && state.orderId === orderId);
        const known = same ? state : NO_ORDER;
        set({
          ...(same ? {} : NO_ORDER),
          paymentId,
          orderId: orderId ?? known.orderId,
          orderStatus: status ? forwardStatus(known.orderStatus, status) : known.orderStatus,
        });
      },
      completeCheckout: (order) => {
        get().followOrder(order);
        set({ ...NO_CHECKOUT, error: null });
      },
      applyPaymentStatus: ({ orderId, paymentId, status }) => {
        const state = get();
        if (!isFollowed(state, orderId, paymentId)) return;
        set({ orderId, orderStatus: forwardStatus(state.orderStatus, status) });
      },
      applyReceiptStatus: ({ orderId, status, invoiceNumber }) => {
        const state = get();
        if (!isFollowed(state, orderId)) return;
        // A receipt once sent stays sent; a failed one may be tried again.
        if (state.receiptStatus === 'sent' && status !== 'sent') return;
        set({ receiptStatus: status, invoiceNumber: invoiceNumber ?? state.invoiceNumber });
      },
      applyActivationProgress: ({ orderId, step, percent, details }) => {
        const state = get();
        if (!isFollowed(state, orderId)) return;
        const progress = { step, percent, details };
        if (!isNewerProgress(state.activationProgress, progress)) return;
        set({ activationProgress: progress });
      },
      applyPaymentError: ({ orderId, message }) => {
        const state = get();
        // An error about no order in particular concerns the payment being followed.
        const concerns =
          orderId === null
            ? state.paymentId !== null || state.orderId !== null
            : isFollowed(state, orderId);
        if (!concerns) return;
        set({ error: message });
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
