import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCartItemCount, useCartStore } from '../../../stores/cart';
import { buttonClasses } from '../../../ui/button';
import { useCartView } from '../hooks/use-cart-view';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';
import { CartEmptyState } from './cart-empty-state';
import { CartLineList } from './cart-line-list';
import { CartSummary } from './cart-summary';
import { CheckoutAction } from './checkout-action';

/**
 * What the header's cart drawer shows: the lines with their quantities, the totals and the
 * ways on (the cart page, and payment or sign-in), or an empty state. The totals and the
 * buttons stay in view at the bottom while the lines scroll.
 */
export function CartDrawerContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const count = useCartStore(selectCartItemCount);
  const view = useCartView();
  const containerRef = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(containerRef, view.lines.length);

  return (
    <div ref={containerRef} tabIndex={-1} className="flex min-h-full flex-col outline-none">
      {count === 0 ? (
        <CartEmptyState className="m-4 border-none bg-transparent dark:bg-transparent" />
      ) : (
        <>
          <div className="flex-1 px-4">
            <div className="flex items-center justify-between gap-3 pt-4">
              <p role="status" className="text-sm font-medium text-slate-600 dark:text-slate-400">
                {t('cart.itemCount', { count })}
              </p>
              <button
                type="button"
                onClick={onClose}
                className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('cart.continueShopping')}
              </button>
            </div>
            <CartLineList view={view} />
          </div>
          <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <CartSummary view={view} size="sm" />
            <CheckoutAction view={view} compact />
            <Link
              to="/cart"
              className={buttonClasses({ variant: 'secondary', size: 'md', className: 'w-full' })}
            >
              {t('cart.viewCart')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
