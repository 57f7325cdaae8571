import clsx from 'clsx';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPrice, formatPrice, type PriceCurrency } from '../../../lib/money';

/** One choosable entry: an edition of a game or a denomination or duration of a card. */
export interface EntryOption {
  entry: ProductPlatformEntry;
  label: string;
}

interface OptionChoiceProps {
  legend: string;
  options: readonly EntryOption[];
  selectedId: string;
  currency: PriceCurrency;
  onSelect: (entryId: string) => void;
}

/** A radio group of entries with their prices; arrow keys move between them as in any radio group. */
export function OptionChoice({
  legend,
  options,
  selectedId,
  currency,
  onSelect,
}: OptionChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {legend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ entry, label }) => {
          const price = displayPrice(entry);
          return (
            <label
              key={entry._id}
              className={clsx(
                'relative flex cursor-pointer flex-col gap-0.5 rounded-xl border px-3 py-2.5 text-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2 dark:has-[:focus-visible]:ring-offset-slate-900',
                entry._id === selectedId
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/15'
                  : 'border-slate-300 bg-white hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500',
              )}
            >
              <input
                type="radio"
                name={name}
                value={entry._id}
                checked={entry._id === selectedId}
                onChange={() => {
                  onSelect(entry._id);
                }}
                className="sr-only"
              />
              <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
              <span
                className={clsx(
                  'tabular-nums',
                  price.original === null
                    ? 'text-slate-600 dark:text-slate-300'
                    : 'font-semibold text-rose-600 dark:text-rose-400',
                )}
              >
                {formatPrice(price.amount, currency)}
              </span>
              {entry.inStock ? null : (
                <span className="text-xs font-medium text-rose-700 dark:text-rose-400">
                  {t('product.stock.outOfStock')}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
