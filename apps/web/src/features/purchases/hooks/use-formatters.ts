import { formatMoney } from '@store/shared/rules/money';
import { useCallback } from 'react';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { usePurchasesT } from './use-purchases-t';

/**
 * The symbol for the currency an order was priced in: the store's announced symbol when it
 * is that currency, otherwise the browser's narrow symbol, or the code itself.
 */
function symbolFor(currency: string, announced: string, announcedSymbol: string): string {
  if (currency.toUpperCase() === announced.toUpperCase()) return announcedSymbol;
  try {
    const part = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((entry) => entry.type === 'currency');
    return part?.value ?? `${currency} `;
  } catch {
    return `${currency} `;
  }
}

/** Formats minor units of a given currency the store's way ("€12.34"). */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const announced = useAppSettingsStore((state) => state.currency);
  const announcedSymbol = useAppSettingsStore((state) => state.currencySymbol);
  return useCallback(
    (minor, currency) => formatMoney(minor, symbolFor(currency, announced, announcedSymbol)),
    [announced, announcedSymbol],
  );
}

/** Dates in the visitor's language; `withTime` for deadlines. */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const { language } = usePurchasesT();
  return useCallback(
    (iso, withTime = false) =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: withTime ? 'short' : undefined,
      }).format(new Date(iso)),
    [language],
  );
}
