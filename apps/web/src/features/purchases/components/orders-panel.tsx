import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useOrders } from '../api/get-orders';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { OrderCard } from './order-card';

interface OrdersPanelProps {
  page: number;
  /** The address of another page of orders, keeping the rest of the query. */
  hrefFor: (page: number) => string;
  /** An order the address points to: its card is scrolled to and marked. */
  linkedOrder?: string | null;
}

/** The customer's orders, a page at a time, with loading, empty and error states. */
export function OrdersPanel({ page, hrefFor, linkedOrder = null }: OrdersPanelProps) {
  const { t } = usePurchasesT();
  const orders = useOrders(page);

  if (orders.isError) {
    return (
      <StatePanel
        variant="error"
        title={t('orders.loadError.title')}
        description={t('orders.loadError.description')}
      >
        <Button onClick={() => void orders.refetch()}>{t('retry')}</Button>
      </StatePanel>
    );
  }
  if (!orders.data) return <OrdersSkeleton />;

  const { total, pageSize } = orders.data;
  if (total === 0) {
    return (
      <StatePanel
        icon={ShoppingBag}
        title={t('orders.empty.title')}
        description={t('orders.empty.description')}
      >
        <Link to="/products" className={buttonClasses()}>
          {t('orders.empty.action')}
        </Link>
      </StatePanel>
    );
  }

  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-busy={orders.isPlaceholderData || undefined}>
        {orders.data.orders.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} linked={order.orderId === linkedOrder} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav
          aria-label={t('orders.pagination')}
          className="flex items-center justify-between gap-3"
        >
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('orders.previous')}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('orders.pageOf', { page, pages })}
          </p>
          {page < pages ? (
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('orders.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function OrdersSkeleton() {
  const { t } = usePurchasesT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('orders.loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4">
        {[0, 1].map((index) => (
          <div
            key={index}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800"
          >
            <div className="flex justify-between gap-4">
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </div>
        ))}
      </div>
    </div>
  );
}
