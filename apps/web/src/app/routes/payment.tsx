import { PaymentCompletePage } from '../../features/payment/components/payment-complete-page';
import { PaymentPage } from '../../features/payment/components/payment-page';

/** /cart/payment: the card payment of the cart (signed-in customers; see CartPaymentGate). */
export function PaymentRoute() {
  return <PaymentPage />;
}

/** /cart/payment/complete: the return from the payment provider and the thank-you view. */
export function PaymentCompleteRoute() {
  return <PaymentCompletePage />;
}
