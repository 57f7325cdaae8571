import type { OrderStatus } from '@store/shared/rules/order-state';
import clsx from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReceiptStatus } from '../../../stores/payment';
import { Alert } from '../../../ui/alert';
import { buttonClasses } from '../../../ui/button';
import type { FollowedOrder } from '../hooks/use-followed-order';
import { describeProgress } from '../utils/order-progress';
import { OrderProgress } from './order-progress';

export type ThankYouOrder = FollowedOrder & { orderId: string; status: OrderStatus };

/** Statuses in which the order is being (or has been) fulfilled. */
const FULFILLING: ReadonlySet<OrderStatus> = new Set(['paid', 'under_review', 'delivered']);

const GOOD = 'text-emerald-700 dark:text-emerald-400';
const WAITING = 'text-amber-700 dark:text-amber-300';
const BAD = 'text-rose-700 dark:text-rose-300';
const STATUS_TONES: Readonly<Record<OrderStatus, string>> = {
  pending: WAITING,
  paid: GOOD,
  under_review: WAITING,
  delivered: GOOD,
  expired: BAD,
  failed: BAD,
  refunded: BAD,
  cancelled: BAD,
};

function ReceiptNote({
  status,
  invoiceNumber,
}: {
  status: ReceiptStatus;
  invoiceNumber: string | null;
}) {
  const { t } = useTranslation();
  let text: string;
  switch (status) {
    case 'sending':
      text = t('payment.complete.receipt.sending');
      break;
    case 'sent':
      text = invoiceNumber
        ? t('payment.complete.receipt.sentWithInvoice', { number: invoiceNumber })
        : t('payment.complete.receipt.sent');
      break;
    case 'failed':
      text = t('payment.complete.receipt.failed');
      break;
    case 'off':
      text = t('payment.complete.receipt.off', { number: invoiceNumber ?? '' });
      break;
  }
  return (
    <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
      {text}
    </p>
  );
}

/**
 * The thank-you view of a paid order: its number and status, fulfilment as it happens, the
 * keys (hidden until revealed) once delivered, and where the receipt went.
 */
export function OrderThankYou({
  order,
  renderKeys,
}: {
  order: ThankYouOrder;
  renderKeys: (orderId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const keysTitleId = useId();
  const { orderId, status } = order;
  const fulfilling = FULFILLING.has(status);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10 dark:border-slate-800 dark:bg-slate-900">
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
            {orderId}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-slate-600 dark:text-slate-400">{t('payment.complete.status')}</dt>
          <dd className={clsx('font-semibold', STATUS_TONES[status])}>
            {t(`payment.complete.statuses.${status}`)}
          </dd>
        </div>
      </dl>
      {status === 'under_review' ? (
        <Alert tone="info" className="w-full text-left">
          {t('payment.complete.underReview')}
        </Alert>
      ) : null}
      {!fulfilling ? (
        <Alert tone="error" className="w-full text-left">
          {t('payment.complete.notCompleted')}
          {order.error ? <span className="mt-1 block">{order.error}</span> : null}
        </Alert>
      ) : null}
      {fulfilling ? (
        <OrderProgress
          view={describeProgress(status, order.activationProgress, order.receiptStatus)}
        />
      ) : null}
      {status === 'delivered' ? (
        <section aria-labelledby={keysTitleId} className="flex w-full flex-col gap-3 text-left">
          <h3 id={keysTitleId} className="text-lg font-bold text-slate-900 dark:text-white">
            {t('payment.complete.keysTitle')}
          </h3>
          {renderKeys(orderId)}
        </section>
      ) : fulfilling ? (
        <p className="text-slate-700 dark:text-slate-200">{t('payment.complete.keysNote')}</p>
      ) : null}
      {order.receiptStatus ? (
        <ReceiptNote status={order.receiptStatus} invoiceNumber={order.invoiceNumber} />
      ) : null}
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
}
