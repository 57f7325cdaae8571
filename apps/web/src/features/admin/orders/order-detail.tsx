import type { AdminOrderDetail } from '@store/shared/schemas/orders-admin';
import { ApiRequestError } from '../../../lib/api-error';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { roleAdmits, useStaffMember } from '../admin-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { formatAmount } from './format-amount';
import { useAdminOrder, useResendReceipt } from './orders-api';
import { RefundDialog } from './refund-dialog';
import { reasonLabel } from './review-page';
import { useOrdersErrorText } from './use-orders-error-text';
import { useOrdersT } from './use-orders-t';

const REFUND_ROLES = ['support', 'finance'] as const;

/** /admin/orders/:orderId: one order with its keys (state only), payment and timeline. */
export function OrderDetailView() {
  const { t } = useOrdersT();
  const errorText = useOrdersErrorText();
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const back = (
    <Link
      to="/admin/orders"
      className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
  if (order.isPending) {
    return (
      <>
        {back}
        <StatePanel variant="loading" title={t('detail.loading')} />
      </>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiRequestError && order.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <StatePanel icon={SearchX} role="status" title={t('detail.notFound')} />
        ) : (
          <LoadErrorPanel
            title={t('detail.loadError')}
            description={errorText(order.error)}
            onRetry={() => void order.refetch()}
          />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <OrderDetailBody order={order.data} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 text-base font-bold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 py-1 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right break-all text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function OrderDetailBody({ order }: { order: AdminOrderDetail }) {
  const { t } = useOrdersT();
  const errorText = useOrdersErrorText();
  const formatDateTime = useFormatDateTime();
  const member = useStaffMember();
  const resend = useResendReceipt();
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<string>();
  const money = (minor: number) => formatAmount(minor, order.currency);
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : '—';
  const canRefund =
    roleAdmits(member.role, REFUND_ROLES) &&
    (order.status === 'paid' || order.status === 'delivered');

  return (
    <>
      <AdminPageHeader
        title={t('detail.title', { orderId: order.orderId })}
        intro={t(`status.${order.status}`)}
        actions={
          <>
            {order.invoice ? (
              <Button
                variant="secondary"
                pending={resend.isPending}
                onClick={() => {
                  setDone(undefined);
                  resend.mutate(order.orderId, {
                    onSuccess: (reply) => {
                      setDone(t('detail.receiptSent', reply));
                    },
                  });
                }}
              >
                {t('detail.resendReceipt')}
              </Button>
            ) : null}
            {canRefund ? (
              <Button
                onClick={() => {
                  setDone(undefined);
                  setRefunding(true);
                }}
              >
                {t('detail.refundAction')}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="flex flex-col gap-4">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {resend.isError ? (
          <Alert tone="error">
            {t('detail.receiptFailed')} {errorText(resend.error)}
          </Alert>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title={t('detail.summary')}>
            <dl>
              <Fact label={t('detail.customer')}>{order.customer.email}</Fact>
              <Fact label={t('detail.created')}>{when(order.createdAt)}</Fact>
              <Fact label={t('detail.paid')}>{when(order.paidAt)}</Fact>
              <Fact label={t('detail.delivered')}>{when(order.deliveredAt)}</Fact>
              <Fact label={t('detail.refunded')}>{when(order.refundedAt)}</Fact>
              <Fact label={t('detail.subtotal')}>{money(order.subtotal)}</Fact>
              <Fact label={t('detail.discount')}>{money(order.discount)}</Fact>
              <Fact label={t('detail.loyaltyDiscount')}>{money(order.loyaltyDiscount)}</Fact>
              <Fact label={t('detail.total')}>
                <strong>{money(order.total)}</strong>
              </Fact>
            </dl>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {order.refundable.withinRules
                ? t('detail.withinRules')
                : t('detail.outsideRules', {
                    why: t(`detail.refusal.${order.refundable.refusal ?? 'status'}`),
                  })}
            </p>
            {order.reviewReasons.length > 0 ? (
              <div className="mt-3 text-sm">
                <p className="font-semibold">{t('detail.reviewReasons')}</p>
                <ul className="list-disc pl-5">
                  {order.reviewReasons.map((reason) => (
                    <li key={reason.code}>{reasonLabel(t, reason)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Section>
          <Section title={t('detail.payment')}>
            {order.payment ? (
              <dl>
                <Fact label={t('detail.provider')}>{order.payment.provider}</Fact>
                <Fact label={t('detail.paymentId')}>
                  <span className="font-mono">{order.payment.paymentId}</span>
                </Fact>
                <Fact label={t('detail.cardCountry')}>{order.payment.cardCountry ?? '—'}</Fact>
              </dl>
            ) : (
              <p className="text-sm">{t('detail.noPayment')}</p>
            )}
            <h3 className="mt-4 mb-1 text-sm font-bold">{t('detail.invoice')}</h3>
            {order.invoice ? (
              <dl>
                <Fact label={order.invoice.number}>{when(order.invoice.issuedAt)}</Fact>
              </dl>
            ) : (
              <p className="text-sm">{t('detail.noInvoice')}</p>
            )}
            {order.refund ? (
              <>
                <h3 className="mt-4 mb-1 text-sm font-bold">{t('detail.refund')}</h3>
                <dl>
                  <Fact label={t('detail.total')}>
                    {formatAmount(order.refund.amount, order.refund.currency)}
                  </Fact>
                  <Fact label={t('detail.refundReason')}>{order.refund.reason}</Fact>
                  <Fact label={t('detail.refundRequested')}>{when(order.refund.createdAt)}</Fact>
                  <Fact label={t('detail.refundCompleted')}>
                    {order.refund.completedAt
                      ? when(order.refund.completedAt)
                      : t('detail.refundPending')}
                  </Fact>
                </dl>
              </>
            ) : null}
          </Section>
        </div>
        <Section title={t('detail.lines')}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('detail.product')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('detail.platform')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('detail.edition')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('detail.quantity')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('detail.price')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {order.lines.map((line, index) => (
                  <tr key={index}>
                    <td className="py-2 pr-3">{line.title}</td>
                    <td className="py-2 pr-3">{line.platformName}</td>
                    <td className="py-2 pr-3">{line.edition ?? '—'}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                    <td className="py-2 text-right tabular-nums">
                      {money(line.salePrice ?? line.unitPrice)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
        <Section title={t('detail.keys')}>
          <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
            {t('detail.keysHidden')}
          </p>
          {order.undeliveredKeys > 0 ? (
            <p className="mb-2 text-sm">
              {t('detail.undeliveredKeys', { count: order.undeliveredKeys })}
            </p>
          ) : null}
          {order.keys.length === 0 ? (
            <p className="text-sm">{t('detail.noKeys')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
              {order.keys.map((key) => (
                <li key={key.keyId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-mono">{key.keyId}</span> · {key.title} ·{' '}
                    {key.platformName}
                  </span>
                  <span className="font-semibold">{t(`detail.keyState.${key.state}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('detail.timeline')}>
          {order.timeline.length === 0 ? (
            <p className="text-sm">{t('detail.timelineEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-2 text-sm">
              {order.timeline.map((event) => (
                <li
                  key={event.id}
                  className="flex flex-wrap items-baseline justify-between gap-2 border-l-2 border-brand-500 pl-3"
                >
                  <span className="font-mono">{event.topic}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {when(event.at)} ·{' '}
                    {event.delivered ? t('detail.eventDone') : t('detail.eventWaiting')} ·{' '}
                    {t('detail.eventAttempts', { count: event.attempts })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
      {refunding ? (
        <RefundDialog
          order={order}
          onClose={() => {
            setRefunding(false);
          }}
          onDone={(message) => {
            setRefunding(false);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}
