import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { Skeleton } from '../../../ui/skeleton';
import type { CartView } from '../hooks/use-cart-view';

/**
 * Subtotal, discount, the customer's level discount and the total after both (spec section 9),
 * from the shared rules the checkout uses too. Lines that could not be priced are left out,
 * and the notes say so.
 */
export function CartSummary({ view, size = 'md' }: { view: CartView; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { totals, currency, levelDiscount, payable } = view;

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
  const small = size === 'sm' ? 'text-xs' : 'text-sm';
  return (
    <div className="flex flex-col gap-2">
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
        {levelDiscount.status === 'applied' ? (
          <div className={row}>
            <dt className="text-slate-600 dark:text-slate-400">
              {t('cart.summary.levelDiscount', {
                // The levels' names are the store's ranks, the same in every language.
                level: levelDiscount.level.name,
                percent: levelDiscount.percent,
              })}
            </dt>
            <dd className="shrink-0 font-semibold text-emerald-700 dark:text-emerald-400">
              −{money(levelDiscount.amount)}
            </dd>
          </div>
        ) : null}
        {levelDiscount.status === 'loading' ? (
          // The row keeps its place while the level is checked, so a discount does not push
          // the total down once it arrives.
          <div className={row}>
            <dt className="text-slate-600 dark:text-slate-400">
              {t('cart.summary.levelDiscountLabel')}
            </dt>
            <dd className="flex items-center">
              <span className="sr-only">{t('cart.summary.levelChecking')}</span>
              <Skeleton className="h-4 w-14" />
            </dd>
          </div>
        ) : null}
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
            {payable === null ? (
              // As tall as the figure's line, so nothing moves when it arrives.
              <Skeleton className={clsx('w-24', size === 'sm' ? 'h-7' : 'h-7 sm:h-8')} />
            ) : (
              money(payable)
            )}
          </dd>
        </div>
      </dl>
      {levelDiscount.status === 'unknown' ? (
        <p className={clsx(small, 'text-slate-600 dark:text-slate-400')}>
          {t('cart.summary.levelUnknown')}
        </p>
      ) : null}
      {levelDiscount.status === 'hint' ? (
        <Link
          to="/dashboard/achievements"
          className={clsx(
            small,
            'inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:underline dark:text-brand-300',
          )}
        >
          <Trophy aria-hidden="true" className="size-3.5 shrink-0" />
          {t('cart.summary.levelHint', {
            level: levelDiscount.next.name,
            percent: levelDiscount.next.discountPercent,
          })}
        </Link>
      ) : null}
    </div>
  );
}
