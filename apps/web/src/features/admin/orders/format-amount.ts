import { currencyExponent, formatMoney } from '@store/shared/rules/money';

/** Minor units with the currency's decimals and its code: "12.50 EUR". */
export function formatAmount(minor: number, currency: string): string {
  return `${formatMoney(minor, '', currencyExponent(currency))} ${currency}`;
}
