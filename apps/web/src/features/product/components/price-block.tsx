import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { useTranslation } from 'react-i18next';
import { discountPercent, displayPrice, formatPrice, type PriceCurrency } from '../../../lib/money';

interface PriceBlockProps {
  entry: Pick<ProductPlatformEntry, 'price' | 'salePrice'>;
  currency: PriceCurrency;
}

/** The chosen entry's price, large: the sale price with the original struck through and the saving. */
export function PriceBlock({ entry, currency }: PriceBlockProps) {
  const { t } = useTranslation();
  const price = displayPrice(entry);
  const percent = discountPercent(price);

  if (price.original === null) {
    return (
      <p className="text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums dark:text-white">
        {formatPrice(price.amount, currency)}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="sr-only">{t('product.price.sale')}</span>
      <span className="text-3xl font-extrabold tracking-tight text-rose-600 tabular-nums dark:text-rose-400">
        {formatPrice(price.amount, currency)}
      </span>
      <span className="sr-only">{t('product.price.original')}</span>
      <s className="text-lg text-slate-500 tabular-nums dark:text-slate-400">
        {formatPrice(price.original, currency)}
      </s>
      {percent > 0 ? (
        <span className="rounded-md bg-rose-600 px-2 py-0.5 text-sm font-bold text-white dark:bg-rose-500">
          <span aria-hidden="true">−{percent}%</span>
          <span className="sr-only">{t('product.price.save', { percent })}</span>
        </span>
      ) : null}
    </p>
  );
}
