import type { OrderStatus } from '@store/shared/rules/order-state';
import { PAYMENT_MESSAGES, PaymentReturnQuery } from '@store/shared/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { usePaymentsChannel } from '../../../lib/live/use-payments-channel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCartStore } from '../../../stores/cart';
import { usePaymentStore } from '../../../stores/payment';
import { Button, buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import {
  gameActivationQueryKey,
  isStillProcessing,
  useGameActivation,
} from '../api/get-game-activation';
import { useFollowedOrder } from '../hooks/use-followed-order';
import { UNEXPECTED_ERROR, usePaymentMessage } from '../hooks/use-payment-message';
import { OrderThankYou } from './order-thank-you';

/** The five parameters the provider returned with, or null when any is missing or malformed. */
function useReturnQuery(): PaymentReturnQuery | null {
  const [params] = useSearchParams();
  return useMemo(() => {
    const parsed = PaymentReturnQuery.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : null;
  }, [params]);
}

/** The server's verdict on a return that did not verify, in English. */
function verdictOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 402) return PAYMENT_MESSAGES.verificationFailed;
    if (error.status === 403) return PAYMENT_MESSAGES.invalidPaymentIntent;
  }
  return UNEXPECTED_ERROR;
}

/** Live statuses that show the thank-you view before the API has confirmed the payment. */
const THANK_YOU_STATUSES: ReadonlySet<OrderStatus> = new Set(['paid', 'under_review', 'delivered']);

/**
 * /cart/payment/complete: where the provider sends the browser back. Asks the server whether
 * the payment went through, and follows the order live (payments channel) while it is
 * reviewed and fulfilled; without live updates it asks the server again every 2 s. Once the
 * payment has gone through, the cart and the checkout's key are done with.
 */
export function PaymentCompletePage({
  renderKeys,
}: {
  /** The delivered order's keys; purchases own them, so the route passes them in. */
  renderKeys: (orderId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paymentMessage = usePaymentMessage();
  const query = useReturnQuery();
  const live = usePaymentsChannel() === 'connected';
  const activation = useGameActivation(query, live);
  const followed = useFollowedOrder(query?.payment_intent ?? null);
  const verdict = activation.isError ? verdictOf(activation.error) : null;

  const order = activation.data;
  // What was heard live is newer than the API's answer (the store keeps statuses forward).
  const orderId = followed.orderId ?? order?.orderId ?? null;
  const status = followed.status ?? order?.status ?? null;
  const thankYou =
    orderId !== null && status !== null && (order !== undefined || THANK_YOU_STATUSES.has(status));
  useDocumentTitle(thankYou ? t('payment.complete.thankYou') : t('payment.title'));

  useEffect(() => {
    if (query) usePaymentStore.getState().followOrder({ paymentId: query.payment_intent });
  }, [query]);

  useEffect(() => {
    if (!order) return;
    useCartStore.getState().reset();
    usePaymentStore.getState().completeCheckout(order);
  }, [order]);

  // News heard live is confirmed by the API at once rather than at its next poll.
  const awaitingConfirmation =
    query !== null && status !== null && status !== 'pending' && order?.status !== status;
  useEffect(() => {
    if (!awaitingConfirmation) return;
    void queryClient.invalidateQueries({ queryKey: gameActivationQueryKey(query) });
  }, [awaitingConfirmation, query, queryClient]);

  useEffect(() => {
    // The failed order's intent is final: paying again needs a new order, so a new key.
    if (verdict === PAYMENT_MESSAGES.verificationFailed) {
      const payment = usePaymentStore.getState();
      payment.renewKey();
      payment.setOrderStatus('failed');
      payment.setError(verdict);
    }
  }, [verdict]);

  let content: ReactNode;
  if (query === null) {
    content = (
      <StatePanel
        variant="error"
        title={paymentMessage(PAYMENT_MESSAGES.invalidPaymentIntent)}
        description={t('payment.complete.invalidHint')}
      >
        <Link to="/cart" className={buttonClasses()}>
          {t('payment.complete.backToCart')}
        </Link>
      </StatePanel>
    );
  } else if (thankYou) {
    content = <OrderThankYou order={{ ...followed, orderId, status }} renderKeys={renderKeys} />;
  } else if (activation.isError && isStillProcessing(activation.error)) {
    content = (
      <StatePanel
        variant="loading"
        title={t('payment.complete.stalled')}
        description={t('payment.complete.stalledHint')}
      >
        <Button onClick={() => void activation.refetch()} pending={activation.isFetching}>
          {t('payment.complete.checkAgain')}
        </Button>
      </StatePanel>
    );
  } else if (verdict !== null) {
    const failed = verdict === PAYMENT_MESSAGES.verificationFailed;
    content = (
      <StatePanel
        variant="error"
        title={paymentMessage(verdict)}
        description={
          failed
            ? t('payment.complete.failedHint')
            : verdict === PAYMENT_MESSAGES.invalidPaymentIntent
              ? t('payment.complete.invalidHint')
              : undefined
        }
      >
        {failed ? (
          <Link to="/cart/payment" className={buttonClasses()}>
            {t('payment.complete.backToPayment')}
          </Link>
        ) : verdict === UNEXPECTED_ERROR ? (
          <Button onClick={() => void activation.refetch()} pending={activation.isFetching}>
            {t('payment.complete.checkAgain')}
          </Button>
        ) : (
          <Link to="/cart" className={buttonClasses()}>
            {t('payment.complete.backToCart')}
          </Link>
        )}
      </StatePanel>
    );
  } else {
    const processing = isStillProcessing(activation.failureReason);
    content = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-600" />
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          {processing
            ? paymentMessage(PAYMENT_MESSAGES.stillProcessing)
            : t('payment.complete.checking')}
        </p>
        {processing ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {live ? t('payment.complete.liveHint') : t('payment.complete.processingHint')}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="mb-8 text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {thankYou ? t('payment.complete.thankYou') : t('payment.title')}
      </h1>
      {content}
    </div>
  );
}
