import { currencyExponent, formatMoney } from '@store/shared/rules/money';

/** Minor units with the currency's own decimals and its code: "12.50 EUR", "1967 JPY". */
export function formatAmount(minor: number, currency: string): string {
  return `${formatMoney(minor, '', currencyExponent(currency))} ${currency}`;
}
