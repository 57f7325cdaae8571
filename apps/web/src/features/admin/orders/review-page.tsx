import type { ReviewQueueEntry } from '@store/shared/schemas/orders-admin';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { formatAmount } from './format-amount';
import { useReviewQueue, type ReviewDecision } from './orders-api';
import { ReviewDecisionDialog } from './review-decision-dialog';
import { useOrdersErrorText } from './use-orders-error-text';
import { useOrdersT, type OrdersKey } from './use-orders-t';

/** /admin/review: the orders the fraud rules hold, and the decision on each. */
export function ReviewPage() {
  const { t } = useOrdersT();
  const errorText = useOrdersErrorText();
  const queue = useReviewQueue();
  const [deciding, setDeciding] = useState<{ order: ReviewQueueEntry; decision: ReviewDecision }>();
  const [done, setDone] = useState<string>();

  return (
    <>
      <AdminPageHeader title={t('review.title')} intro={t('review.intro')} />
      <QueryStates
        query={queue}
        loadingTitle={t('review.loading')}
        errorTitle={t('review.loadError')}
        errorText={errorText}
      >
        {({ orders }) => (
          <div className="flex flex-col gap-4">
            {done ? <Alert tone="success">{done}</Alert> : null}
            {orders.length === 0 ? (
              <StatePanel icon={ShieldCheck} role="status" title={t('review.empty')} />
            ) : (
              <ul aria-label={t('review.list')} className="flex flex-col gap-4">
                {orders.map((order) => (
                  <ReviewCard
                    key={order.orderId}
                    order={order}
                    onDecide={(decision) => {
                      setDone(undefined);
                      setDeciding({ order, decision });
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryStates>
      {deciding ? (
        <ReviewDecisionDialog
          order={deciding.order}
          decision={deciding.decision}
          onClose={() => {
            setDeciding(undefined);
          }}
          onDone={(message) => {
            setDeciding(undefined);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}

function ReviewCard({
  order,
  onDecide,
}: {
  order: ReviewQueueEntry;
  onDecide: (decision: ReviewDecision) => void;
}) {
  const { t } = useOrdersT();
  const formatDateTime = useFormatDateTime();
  const { history, countries } = order;
  const unknown = t('review.unknownCountry');
  const mismatch = countries.card && countries.account && countries.card !== countries.account;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <article aria-labelledby={`review-${order.orderId}`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`review-${order.orderId}`} className="font-mono text-sm font-bold break-all">
              <Link
                to={`/admin/orders/${encodeURIComponent(order.orderId)}`}
                aria-label={t('review.openOrder', { orderId: order.orderId })}
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {order.orderId}
              </Link>
            </h2>
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">
              {order.customer.email}
            </p>
            {order.paidAt ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('review.paidAt', { time: formatDateTime(order.paidAt) })}
              </p>
            ) : null}
          </div>
          <p className="text-lg font-bold tabular-nums">
            {formatAmount(order.total, order.currency)}
          </p>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-slate-800 dark:text-slate-200">
              {t('review.reasons')}
            </dt>
            <dd>
              <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
                {order.reasons.map((reason) => (
                  <li key={reason.code}>{reasonLabel(t, reason)}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800 dark:text-slate-200">
              {t('review.countries')}
            </dt>
            <dd className="text-slate-700 dark:text-slate-300">
              <p>{t('review.cardCountry', { country: countries.card ?? unknown })}</p>
              <p>{t('review.accountCountry', { country: countries.account ?? unknown })}</p>
              {mismatch ? (
                <p className="font-semibold text-amber-700 dark:text-amber-300">
                  {t('review.countryMismatch')}
                </p>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800 dark:text-slate-200">
              {t('review.history')}
            </dt>
            <dd className="text-slate-700 dark:text-slate-300">
              <p>{t('review.accountAge', { count: history.accountAgeDays })}</p>
              <p>
                {t('review.paidOrders', {
                  count: history.paidOrders,
                  total: formatAmount(history.paidTotalEurMinor, 'EUR'),
                })}
              </p>
              <p>{t('review.refunds', { count: history.refunds })}</p>
              <p>{t('review.previousReviews', { count: history.previousReviews })}</p>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            aria-label={t('review.approveLabel', { orderId: order.orderId })}
            onClick={() => {
              onDecide('approve');
            }}
          >
            {t('review.approve')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('review.rejectLabel', { orderId: order.orderId })}
            onClick={() => {
              onDecide('reject');
            }}
          >
            {t('review.reject')}
          </Button>
        </div>
      </article>
    </li>
  );
}

const KNOWN_REASONS = ['first-order-amount', 'order-velocity', 'country-mismatch'] as const;

/** A fraud reason in the member's language; one the web does not know in the server's words. */
export function reasonLabel(
  t: (key: OrdersKey) => string,
  reason: { code: string; label: string },
): string {
  const known = KNOWN_REASONS.find((code) => code === reason.code);
  return known ? t(`reasons.${known}`) : reason.label;
}
