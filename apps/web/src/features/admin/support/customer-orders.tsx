import { ORDER_STATUSES, type OrderStatus } from '@store/shared/rules/order-state';
import type { AdminTicketDetail } from '@store/shared/schemas/support';
import { Link } from 'react-router';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { formatAmount } from '../orders/format-amount';
import { Panel } from './panel';
import { useSupportT } from './use-support-t';

const isOrderStatus = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

/** The customer's latest orders beside the conversation, each leading to its order page. */
export function CustomerOrders({ orders }: { orders: AdminTicketDetail['orders'] }) {
  const { t } = useSupportT();
  const formatDateTime = useFormatDateTime();
  return (
    <Panel title={t('detail.orders')}>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noOrders')}</p>
      ) : (
        <ul
          aria-label={t('detail.ordersList')}
          className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
        >
          {orders.map((order) => (
            <li key={order._id} className="flex flex-col gap-0.5 py-2">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/admin/orders/${encodeURIComponent(order._id)}`}
                  className="font-mono break-all text-brand-700 hover:underline dark:text-brand-300"
                >
                  {order._id}
                </Link>
                <span className="tabular-nums">
                  {formatAmount(order.totalMinor, order.currency)}
                </span>
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {isOrderStatus(order.status)
                  ? t(`detail.orderStatus.${order.status}`)
                  : order.status}{' '}
                · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
