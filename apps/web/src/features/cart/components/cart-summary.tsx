import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { Skeleton } from '../../../ui/skeleton';
import type { CartView } from '../hooks/use-cart-view';

/**
 * Subtotal, discount and total after discount (spec section 9), from the shared rule the
 * checkout uses too. Lines that could not be priced are left out, and the notes say so.
 */
export function CartSummary({ view, size = 'md' }: { view: CartView; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { totals, currency } = view;

  if (!totals) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('cart.summary.calculating')}</span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  }

  const money = (minor: number) => formatPrice(minor, currency);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl
      className={clsx(
        'flex flex-col tabular-nums',
        size === 'sm' ? 'gap-1.5 text-sm' : 'gap-2.5 text-sm sm:text-base',
      )}
    >
      <div className={row}>
        <dt className="text-slate-600 dark:text-slate-400">{t('cart.summary.subtotal')}</dt>
        <dd className="text-slate-900 dark:text-white">{money(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600 dark:text-slate-400">{t('cart.summary.discount')}</dt>
        <dd
          className={
            totals.discount > 0
              ? 'font-semibold text-emerald-700 dark:text-emerald-400'
              : 'text-slate-900 dark:text-white'
          }
        >
          {totals.discount > 0 ? `−${money(totals.discount)}` : money(0)}
        </dd>
      </div>
      <div
        className={clsx(
          row,
          'border-t border-slate-200 pt-2.5 dark:border-slate-800',
          size === 'sm' ? 'mt-0.5' : 'mt-1',
        )}
      >
        <dt className="font-bold text-slate-900 dark:text-white">{t('cart.summary.total')}</dt>
        <dd
          className={clsx(
            'font-extrabold text-slate-900 dark:text-white',
            size === 'sm' ? 'text-lg' : 'text-xl sm:text-2xl',
          )}
        >
          {money(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
