import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectCartItemCount, useCartStore } from '../../../stores/cart';
import { Card } from '../../../ui/card';
import { useCartView } from '../hooks/use-cart-view';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';
import { CartEmptyState } from './cart-empty-state';
import { CartLineList } from './cart-line-list';
import { CartSummary } from './cart-summary';
import { CheckoutAction } from './checkout-action';

/** The cart page: the lines, an order summary with the way to payment, or an empty state. */
export function CartPage() {
  const { t } = useTranslation();
  const count = useCartStore(selectCartItemCount);
  const view = useCartView();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(headingRef, view.lines.length);
  useDocumentTitle(t('cart.title'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-4xl dark:text-white"
      >
        {t('cart.title')}
      </h1>
      {count === 0 ? (
        <CartEmptyState className="mt-8" />
      ) : (
        <>
          <p role="status" className="mt-2 text-slate-600 dark:text-slate-400">
            {t('cart.itemCount', { count })}
          </p>
          <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
            <div className="flex flex-col gap-4">
              <div className="rounded-2xl border border-slate-200 bg-white px-4 shadow-xs sm:px-6 dark:border-slate-800 dark:bg-slate-900">
                <CartLineList view={view} />
              </div>
              <Link
                to="/products"
                className="inline-flex items-center gap-2 self-start rounded-lg px-1 py-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('cart.continueShopping')}
              </Link>
            </div>
            <Card title={t('cart.summary.title')} className="lg:sticky lg:top-24">
              <div className="flex flex-col gap-5">
                <CartSummary view={view} />
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('cart.summary.vat')}
                </p>
                <CheckoutAction view={view} />
              </div>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
