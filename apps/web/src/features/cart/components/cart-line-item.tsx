import { cartLineTotals } from '@store/shared/rules/cart';
import { productPath } from '@store/shared/rules/product-path';
import { PRODUCT_IMAGE_SIZES } from '@store/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice, type PriceCurrency } from '../../../lib/money';
import { useCartStore } from '../../../stores/cart';
import type { CartLineView } from '../hooks/use-cart-view';
import { CartLineNotice } from './cart-line-notice';
import { DeleteLineButton } from './delete-line-button';
import { LinePrice } from './line-price';
import { QuantityStepper } from './quantity-stepper';

const { small } = PRODUCT_IMAGE_SIZES;

/**
 * One cart line. It lays itself out by the room it gets (a container query): stacked in the
 * drawer and on phones, in one row on the cart page.
 */
export function CartLineItem({ view, currency }: { view: CartLineView; currency: PriceCurrency }) {
  const { t } = useTranslation();
  if (view.status !== 'ready') return <CartLineNotice view={view} />;

  const { line, product, entry, platform } = view;
  const store = useCartStore.getState;
  const lineTotal = cartLineTotals({
    price: entry.price,
    salePrice: entry.salePrice,
    quantity: line.quantity,
  });
  const details = [platform?.name ?? t('cart.line.unknownPlatform'), entry.editionName]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="@container">
      <div className="flex gap-3 py-4 @xl:items-center @xl:gap-5">
        <img
          src={product.images.small}
          width={small.width}
          height={small.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[3/4] h-auto w-16 shrink-0 self-start rounded-lg bg-slate-100 object-cover ring-1 ring-black/5 @xl:w-20 @xl:self-center dark:bg-slate-800 dark:ring-white/10"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3 @xl:flex-row @xl:items-center @xl:gap-6">
          <div className="min-w-0 flex-1">
            <Link
              to={productPath(product, entry, platform)}
              className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline @xl:text-base dark:text-white dark:hover:text-brand-300"
            >
              {product.title}
            </Link>
            <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400">{details}</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
              <LinePrice entry={entry} currency={currency} />
              {entry.inStock ? null : (
                <span className="rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
                  {t('cart.line.outOfStock')}
                </span>
              )}
            </div>
          </div>
          <div className="flex items-center gap-3">
            <QuantityStepper
              quantity={line.quantity}
              title={product.title}
              onDecrement={() => {
                store().decrement(line);
              }}
              onIncrement={() => {
                store().add({ ...line, quantity: 1 });
              }}
              onSetQuantity={(quantity) => {
                store().setQuantity(line, quantity);
              }}
              onDelete={() => {
                store().remove(line);
              }}
            />
            <p className="ml-auto min-w-20 text-right text-sm font-bold text-slate-900 tabular-nums @xl:text-base dark:text-white">
              <span className="sr-only">{t('cart.line.lineTotal')} </span>
              {formatPrice(lineTotal.total, currency)}
            </p>
            <DeleteLineButton line={line} title={product.title} />
          </div>
        </div>
      </div>
    </div>
  );
}
