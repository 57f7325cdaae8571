import { useMemo } from 'react';
import { orderCurrencySymbol } from '../../../lib/currency-symbol';
import { formatPrice } from '../../../lib/money';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { useReferralsT } from './use-referrals-t';

export interface ReferralsFormat {
  /** Minor units of a currency with its own decimals: "€12.34", "¥1967", "KD6.070". */
  money: (minor: number, currency: string) => string;
  /** Basis points as a percentage in the visitor's language: 550 → "5.5%". */
  percent: (bp: number) => string;
  /** A boost in basis points with its sign: 50 → "+0.5%", 0 → "0%". */
  boost: (bp: number) => string;
  /** A whole number in the visitor's language: "2,500". */
  count: (value: number) => string;
  /** A date in the visitor's language. */
  date: (iso: string) => string;
}

/** The formatters of the referral dashboard, following the visitor's language. */
export function useReferralsFormat(): ReferralsFormat {
  const { language } = useReferralsT();
  const announced = useAppSettingsStore((state) => state.currency);
  const announcedSymbol = useAppSettingsStore((state) => state.currencySymbol);
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    const boost = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return {
      money: (minor, currency) =>
        formatPrice(minor, {
          code: currency,
          symbol: orderCurrencySymbol(currency, {
            currency: announced,
            currencySymbol: announcedSymbol,
          }),
        }),
      percent: (bp) => percent.format(bp / 10_000),
      boost: (bp) => boost.format(bp / 10_000),
      count: (value) => numbers.format(value),
      date: (iso) => dates.format(new Date(iso)),
    };
  }, [language, announced, announcedSymbol]);
}
