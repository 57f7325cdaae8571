import { PAYMENT_MESSAGES, PaymentReturnQuery } from '@store/shared/schemas/payments';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCartStore } from '../../../stores/cart';
import { usePaymentStore } from '../../../stores/payment';
import { Button, buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { isStillProcessing, useGameActivation } from '../api/get-game-activation';
import { UNEXPECTED_ERROR, usePaymentMessage } from '../hooks/use-payment-message';

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

/**
 * /cart/payment/complete: where the provider sends the browser back. Asks the server whether
 * the payment went through, asking again while it is still processing; once it has, the cart
 * and the checkout's key are done with.
 */
export function PaymentCompletePage() {
  const { t } = useTranslation();
  const paymentMessage = usePaymentMessage();
  const query = useReturnQuery();
  const activation = useGameActivation(query);
  const verdict = activation.isError ? verdictOf(activation.error) : null;
  useDocumentTitle(activation.isSuccess ? t('payment.complete.thankYou') : t('payment.title'));

  const order = activation.data;
  useEffect(() => {
    if (!order) return;
    useCartStore.getState().reset();
    const payment = usePaymentStore.getState();
    payment.reset();
    payment.setOrderStatus(order.status);
  }, [order]);

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
        icon={TriangleAlert}
        tone="danger"
        role="alert"
        title={paymentMessage(PAYMENT_MESSAGES.invalidPaymentIntent)}
        description={t('payment.complete.invalidHint')}
      >
        <Link to="/cart" className={buttonClasses()}>
          {t('payment.complete.backToCart')}
        </Link>
      </StatePanel>
    );
  } else if (order) {
    content = (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10 dark:border-slate-800 dark:bg-slate-900">
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-900/50 dark:text-emerald-300"
        >
          <CircleCheck className="size-9" />
        </span>
        <h2 className="text-2xl font-extrabold text-slate-900 dark:text-white">
          {t('payment.complete.thankYouDescription')}
        </h2>
        <dl className="grid w-full gap-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2 dark:bg-slate-800/60">
          <div className="flex flex-col gap-0.5">
            <dt className="text-slate-600 dark:text-slate-400">{t('payment.complete.orderId')}</dt>
            <dd className="font-mono font-semibold break-all text-slate-900 dark:text-white">
              {order.orderId}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-slate-600 dark:text-slate-400">{t('payment.complete.status')}</dt>
            <dd className="font-semibold text-emerald-700 dark:text-emerald-400">
              {t(`payment.complete.statuses.${order.status}`)}
            </dd>
          </div>
        </dl>
        <p className="text-slate-700 dark:text-slate-200">{t('payment.complete.keysNote')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to="/dashboard/purchases" className={buttonClasses()}>
            {t('payment.complete.purchases')}
          </Link>
          <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
            {t('payment.complete.continueShopping')}
          </Link>
        </div>
      </div>
    );
  } else if (activation.isError && isStillProcessing(activation.error)) {
    content = (
      <StatePanel
        icon={LoaderCircle}
        role="status"
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
        icon={TriangleAlert}
        tone="danger"
        role="alert"
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
            {t('payment.complete.processingHint')}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="mb-8 text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {order ? t('payment.complete.thankYou') : t('payment.title')}
      </h1>
      {content}
    </div>
  );
}
