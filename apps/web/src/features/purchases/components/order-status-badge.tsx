import type { OrderStatus } from '@store/shared/rules/order-state';
import clsx from 'clsx';
import { usePurchasesT } from '../hooks/use-purchases-t';

const WARNING = 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200';
const NEUTRAL = 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100';

const TONES: Record<OrderStatus, string> = {
  pending: WARNING,
  paid: 'bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200',
  under_review: WARNING,
  delivered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  expired: NEUTRAL,
  failed: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
  refunded: NEUTRAL,
  cancelled: NEUTRAL,
};

/** Where an order stands in its lifecycle, in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = usePurchasesT();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
