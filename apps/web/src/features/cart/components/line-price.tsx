import { cartLineTotals } from '@store/shared/rules/cart';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { useTranslation } from 'react-i18next';
import { formatPrice, type PriceCurrency } from '../../../lib/money';

interface LinePriceProps {
  entry: Pick<ProductPlatformEntry, 'price' | 'salePrice'>;
  currency: PriceCurrency;
}

/**
 * The unit price by the cart's own rule (the lower of price and sale price), with the original
 * struck through while on sale, so it always agrees with the totals.
 */
export function LinePrice({ entry, currency }: LinePriceProps) {
  const { t } = useTranslation();
  const unit = cartLineTotals({ price: entry.price, salePrice: entry.salePrice, quantity: 1 });

  if (unit.discount === 0) {
    return (
      <p className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
        {formatPrice(unit.total, currency)}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm tabular-nums">
      <span className="sr-only">{t('cart.line.salePrice')}</span>
      <span className="font-semibold text-rose-600 dark:text-rose-400">
        {formatPrice(unit.total, currency)}
      </span>
      <span className="sr-only">{t('cart.line.originalPrice')}</span>
      <s className="text-xs text-slate-500 dark:text-slate-400">
        {formatPrice(unit.subtotal, currency)}
      </s>
    </p>
  );
}
