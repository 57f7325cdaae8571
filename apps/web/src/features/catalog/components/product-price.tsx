import { useTranslation } from 'react-i18next';
import { formatPrice, type DisplayPrice, type PriceCurrency } from '../../../lib/money';

interface ProductPriceProps {
  price: DisplayPrice;
  currency: PriceCurrency;
  /** Other entries cost differently, so this is the lowest price. */
  from?: boolean;
}

/** The price of a card: the sale price with the original struck through, or the plain price. */
export function ProductPrice({ price, currency, from = false }: ProductPriceProps) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      {from ? (
        <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('catalog.from')}
        </span>
      ) : null}
      {price.original === null ? (
        <span className="text-base font-bold text-slate-900 dark:text-white">
          {formatPrice(price.amount, currency)}
        </span>
      ) : (
        <>
          <span className="sr-only">{t('catalog.salePrice')}</span>
          <span className="text-base font-bold text-rose-600 dark:text-rose-400">
            {formatPrice(price.amount, currency)}
          </span>
          <span className="sr-only">{t('catalog.originalPrice')}</span>
          <s className="text-sm text-slate-500 dark:text-slate-400">
            {formatPrice(price.original, currency)}
          </s>
        </>
      )}
    </p>
  );
}
