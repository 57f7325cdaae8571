import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** Whether keys of the chosen entry are available now. */
export function StockStatus({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-2 text-sm font-semibold',
        inStock ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'size-2.5 rounded-full',
          inStock ? 'bg-emerald-500 shadow-[0_0_0_3px] shadow-emerald-500/20' : 'bg-rose-500',
        )}
      />
      {inStock ? t('product.stock.inStock') : t('product.stock.outOfStock')}
    </p>
  );
}
