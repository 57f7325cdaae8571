import type { OrderSummary } from '@store/shared/schemas/purchases';
import clsx from 'clsx';
import { FileText, LifeBuoy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { openHelpWidget } from '../../../stores/help-widget';
import { Button } from '../../../ui/button';
import { useFormatDate, useFormatMoney } from '../hooks/use-formatters';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { InvoiceDetailDialog } from './invoice-detail-dialog';
import { KeyList } from './key-list';
import { OrderStatusBadge } from './order-status-badge';
import { RefundButton } from './refund-button';

const row = 'flex items-baseline justify-between gap-4';
const term = 'text-slate-600 dark:text-slate-400';

/**
 * One order: when, its status, what was bought at what price, its keys, invoice and refund,
 * and a way to ask for help about it.
 */
export function OrderCard({ order, linked = false }: { order: OrderSummary; linked?: boolean }) {
  const { t } = usePurchasesT();
  const cardRef = useRef<HTMLElement>(null);
  // The order a link pointed to comes into view and takes the focus, so it is read first.
  useEffect(() => {
    const card = cardRef.current;
    if (!linked || !card) return;
    // jsdom, for one, has no scrollIntoView.
    if ('scrollIntoView' in card) card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [linked]);
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const { invoice, refund } = order;
  const showKeys =
    order.keys.length > 0 ||
    order.status === 'pending' ||
    order.status === 'paid' ||
    order.status === 'under_review';

  return (
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      aria-current={linked || undefined}
      tabIndex={linked ? -1 : undefined}
      className={clsx(
        'flex scroll-mt-32 flex-col gap-5 rounded-2xl border bg-white p-4 shadow-xs outline-none sm:p-6 dark:bg-slate-900',
        linked
          ? 'border-brand-500 ring-2 ring-brand-500/40 dark:border-brand-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            className="text-base font-bold break-all text-slate-900 sm:text-lg dark:text-white"
          >
            {t('orders.order', { id: order.orderId })}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('orders.placed', { date: formatDate(order.createdAt) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="flex flex-col gap-3">
        <ul
          aria-label={t('orders.items')}
          className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
        >
          {order.items.map((item) => {
            const unit = item.salePrice ?? item.unitPrice;
            return (
              <li
                key={item.platformGroupId}
                className="flex items-start justify-between gap-4 py-2.5 first:pt-0"
              >
                <div className="min-w-0">
                  <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">
                    {item.title}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{item.platformName}</p>
                </div>
                <p className="shrink-0 text-right text-sm text-slate-700 tabular-nums dark:text-slate-300">
                  {t('orders.quantity', { count: item.quantity })} {money(unit)}
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {money(unit * item.quantity)}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
        <dl className="flex flex-col gap-1.5 border-t border-slate-200 pt-3 text-sm tabular-nums dark:border-slate-800">
          {order.discount > 0 || order.loyaltyDiscount > 0 ? (
            <div className={row}>
              <dt className={term}>{t('orders.subtotal')}</dt>
              <dd className="text-slate-900 dark:text-white">{money(order.subtotal)}</dd>
            </div>
          ) : null}
          {order.discount > 0 ? (
            <div className={row}>
              <dt className={term}>{t('orders.discount')}</dt>
              <dd className="font-semibold text-emerald-700 dark:text-emerald-400">
                −{money(order.discount)}
              </dd>
            </div>
          ) : null}
          {order.loyaltyDiscount > 0 ? (
            <div className={row}>
              <dt className={term}>{t('orders.levelDiscount')}</dt>
              <dd className="font-semibold text-emerald-700 dark:text-emerald-400">
                −{money(order.loyaltyDiscount)}
              </dd>
            </div>
          ) : null}
          <div className={clsx(row, 'text-base')}>
            <dt className="font-bold text-slate-900 dark:text-white">{t('orders.total')}</dt>
            <dd className="font-bold text-slate-900 dark:text-white">{money(order.total)}</dd>
          </div>
        </dl>
      </div>

      {showKeys ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-bold text-slate-900 dark:text-white">{t('orders.keys')}</h3>
          <KeyList order={order} />
        </div>
      ) : null}

      <footer className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <div className="-ml-3 flex flex-wrap gap-x-2 gap-y-1">
          {invoice ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('orders.invoiceLabel', { number: invoice.number })}
              onClick={() => {
                setInvoiceOpen(true);
              }}
            >
              <FileText aria-hidden="true" className="size-4" />
              {t('orders.invoice', { number: invoice.number })}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            // The visible text is the name; the order's heading tells which order it is about.
            aria-describedby={headingId}
            onClick={() => {
              // The widget opens on a new chat about this order; the assistant answers for it.
              openHelpWidget({ kind: 'chat', orderId: order.orderId });
            }}
          >
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t('orders.getHelp')}
          </Button>
        </div>
        {refund.eligible ? <RefundButton order={order} until={refund.until} /> : null}
      </footer>

      {invoice && invoiceOpen ? (
        <InvoiceDetailDialog
          invoiceId={invoice.invoiceId}
          number={invoice.number}
          onClose={() => {
            setInvoiceOpen(false);
          }}
        />
      ) : null}
    </article>
  );
}
