import type { Currency } from '@store/shared/schemas/lookups';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../ui/field';

interface CurrencyFieldProps {
  /** Undefined while the list loads: the field then shows the current code, disabled. */
  currencies: readonly Currency[] | undefined;
  value: string;
  onChange: (code: string) => void;
  /** Whether to say that choosing a place picks its currency. */
  showHint: boolean;
  fieldRef?: (element: HTMLSelectElement | null) => void;
}

/** The currency choice: code, symbol (when it differs) and name in the interface language. */
export function CurrencyField({
  currencies,
  value,
  onChange,
  showHint,
  fieldRef,
}: CurrencyFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const names = useMemo(
    () => new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' }),
    [language],
  );

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('preferences.dialog.currency')}
      </label>
      <select
        ref={fieldRef}
        id={id}
        value={value}
        disabled={!currencies}
        aria-describedby={showHint ? hintId : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={inputClasses(false)}
      >
        {currencies ? (
          currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {[
                currency.code,
                currency.symbol === currency.code ? null : currency.symbol,
                names.of(currency.code) ?? currency.name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </option>
          ))
        ) : (
          <option value={value}>{value}</option>
        )}
      </select>
      {showHint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('preferences.dialog.currencyHint')}
        </p>
      ) : null}
    </div>
  );
}
