import { useMemo } from 'react';
import { useAppSettingsStore } from '../stores/app-settings';
import type { PriceCurrency } from './money';

/**
 * The currency the server announced (x-currency) with its symbol, for prices the page does not
 * get with a reply of their own (filters, chips); stable while neither changes.
 */
export function useAnnouncedCurrency(): PriceCurrency {
  const code = useAppSettingsStore((state) => state.currency);
  const symbol = useAppSettingsStore((state) => state.currencySymbol);
  return useMemo(() => ({ code, symbol }), [code, symbol]);
}
