import { currencyExponent } from '@store/shared/rules/money';
import { ProductListQuery } from '@store/shared/schemas/products';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceCurrency } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { inputClasses } from '../../../ui/field';

interface MaxPriceFilterProps {
  /** The price in the URL, in major units. */
  value: string | undefined;
  currency: PriceCurrency;
  onApply: (value: string) => void;
}

/** Accepts "19,99" as well, as many customers write decimals with a comma. */
function normalisePrice(text: string): string {
  return text.trim().replace(',', '.');
}

/**
 * The highest price wanted, applied with Enter or the button (not per key, so the history
 * holds the prices chosen, not every digit). An empty field removes the filter.
 */
export function MaxPriceFilter({ value, currency, onApply }: MaxPriceFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const price = normalisePrice(text);
        if (price !== '' && !ProductListQuery.shape.maxPrice.safeParse(price).success) {
          setInvalid(true);
          return;
        }
        setInvalid(false);
        if (price !== (value ?? '')) onApply(price);
      }}
    >
      <label
        htmlFor={id}
        className="mb-2 block text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t('catalogPage.filters.maxPrice')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
          >
            {currency.symbol}
          </span>
          <input
            id={id}
            type="text"
            // Yen, won and krónur have no decimals: a phone offers digits only.
            inputMode={currencyExponent(currency.code) === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={text}
            placeholder="50"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            // Room for the symbol, which can be a few letters long ("CHF", "kr").
            style={{ paddingLeft: `calc(${currency.symbol.length}ch + 1.25rem)` }}
            className={inputClasses(invalid, 'h-10')}
          />
        </div>
        <Button type="submit" variant="secondary" className="h-10">
          {t('catalogPage.filters.applyPrice')}
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-rose-700 dark:text-rose-300">
          {t('catalogPage.filters.invalidPrice')}
        </p>
      ) : null}
    </form>
  );
}
