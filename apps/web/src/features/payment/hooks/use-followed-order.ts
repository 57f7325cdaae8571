import { isOrderStatus, type OrderStatus } from '@store/shared/rules/order-state';
import { useShallow } from 'zustand/react/shallow';
import {
  usePaymentStore,
  type ActivationProgress,
  type ReceiptStatus,
} from '../../../stores/payment';

/** An order as the return page follows it; id and status are unknown until heard. */
export interface FollowedOrder {
  orderId: string | null;
  status: OrderStatus | null;
  activationProgress: ActivationProgress | null;
  receiptStatus: ReceiptStatus | null;
  invoiceNumber: string | null;
  /** The last payment error heard for this order, in the server's words. */
  error: string | null;
}

const NOT_FOLLOWED: FollowedOrder = {
  orderId: null,
  status: null,
  activationProgress: null,
  receiptStatus: null,
  invoiceNumber: null,
  error: null,
};

/**
 * What the payment store knows of the order of `paymentId` (live messages, the verified
 * return), or nothing while it follows another payment.
 */
export function useFollowedOrder(paymentId: string | null): FollowedOrder {
  return usePaymentStore(
    useShallow((state) =>
      paymentId === null || state.paymentId !== paymentId
        ? NOT_FOLLOWED
        : {
            orderId: state.orderId,
            // The browser's own steps (confirming, 3-D Secure) say nothing about the order.
            status: isOrderStatus(state.orderStatus) ? state.orderStatus : null,
            activationProgress: state.activationProgress,
            receiptStatus: state.receiptStatus,
            invoiceNumber: state.invoiceNumber,
            error: state.error,
          },
    ),
  );
}
