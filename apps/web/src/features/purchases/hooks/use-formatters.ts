import { useCallback } from 'react';
import { orderCurrencySymbol } from '../../../lib/currency-symbol';
import { formatPrice } from '../../../lib/money';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { usePurchasesT } from './use-purchases-t';

/** Formats minor units of a given currency the store's way ("€12.34", "¥1967", "KD6.050"). */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const announced = useAppSettingsStore((state) => state.currency);
  const announcedSymbol = useAppSettingsStore((state) => state.currencySymbol);
  return useCallback(
    (minor, currency) =>
      formatPrice(minor, {
        code: currency,
        symbol: orderCurrencySymbol(currency, {
          currency: announced,
          currencySymbol: announcedSymbol,
        }),
      }),
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
