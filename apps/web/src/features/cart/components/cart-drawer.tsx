import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCartItemCount, useCartStore } from '../../../stores/cart';
import { buttonClasses } from '../../../ui/button';

/**
 * What the cart drawer shows: the item count and the number of products, or an empty state,
 * with the way on to the cart page. Prices and product names are the cart page's: the drawer
 * fetches nothing.
 */
export function CartDrawerContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const count = useCartStore(selectCartItemCount);
  const lineCount = useCartStore((state) => state.lines.length);

  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
        >
          <ShoppingCart className="size-7" />
        </span>
        <p className="text-base font-semibold text-slate-900 dark:text-white">
          {t('navigation.cart.emptyTitle')}
        </p>
        <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">
          {t('navigation.cart.emptyDescription')}
        </p>
        <Link to="/products" className={buttonClasses({ className: 'mt-2' })}>
          {t('navigation.cart.browseProducts')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5 p-5">
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-800/40">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200"
        >
          <ShoppingBag className="size-6" />
        </span>
        <div>
          <p role="status" className="font-semibold text-slate-900 dark:text-white">
            {t('navigation.cart.itemCount', { count })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('navigation.cart.lineCount', { count: lineCount })}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('navigation.cart.pricesNote')}
      </p>
      <div className="flex flex-col gap-2">
        <Link to="/cart" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('navigation.cart.viewCart')}
        </Link>
        <button
          type="button"
          onClick={onClose}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}
        >
          {t('navigation.cart.continueShopping')}
        </button>
      </div>
    </div>
  );
}
