import { PaymentCompletePage } from '../../features/payment/components/payment-complete-page';
import { PaymentPage } from '../../features/payment/components/payment-page';
import { OrderKeys } from '../../features/purchases/components/order-keys';

/** /cart/payment: the card payment of the cart (signed-in customers; see CartPaymentGate). */
export function PaymentRoute() {
  return <PaymentPage />;
}

/** A delivered order shows its keys as the purchases page does. */
function renderKeys(orderId: string) {
  return <OrderKeys orderId={orderId} />;
}

/** /cart/payment/complete: the return from the payment provider and the thank-you view. */
export function PaymentCompleteRoute() {
  return <PaymentCompletePage renderKeys={renderKeys} />;
}
