import type { ProgressUnit } from '@store/shared/schemas/loyalty';
import { useMemo } from 'react';
import { formatPrice } from '../../../lib/money';
import { useLoyaltyT } from './use-loyalty-t';

/** Loyalty money is always EUR minor units: its thresholds are stated in euros. */
const EUR = { code: 'EUR', symbol: '€' } as const;

export interface LoyaltyFormat {
  /** EUR minor units the store's way: "€12.34". */
  money: (minor: number) => string;
  /** A whole number in the visitor's language: "2,500". */
  count: (value: number) => string;
  /** A value of progress in its unit: money for `eurMinor`, a plain number otherwise. */
  progressValue: (value: number, unit: ProgressUnit) => string;
  /** A date in the visitor's language; `withTime` adds the hour. */
  date: (iso: string, withTime?: boolean) => string;
}

/** The formatters of the loyalty pages, following the visitor's language. */
export function useLoyaltyFormat(): LoyaltyFormat {
  const { language } = useLoyaltyT();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const money = (minor: number) => formatPrice(minor, EUR);
    const count = (value: number) => numbers.format(value);
    return {
      money,
      count,
      progressValue: (value, unit) => (unit === 'eurMinor' ? money(value) : count(value)),
      date: (iso, withTime = false) =>
        new Intl.DateTimeFormat(language, {
          dateStyle: 'medium',
          timeStyle: withTime ? 'short' : undefined,
        }).format(new Date(iso)),
    };
  }, [language]);
}
