import { currencyExponent, formatMoney } from '@store/shared/rules/money';

/** Minor units with the currency's decimals and its code: "12.50 EUR", "-12.50 EUR". */
export function formatPayoutAmount(money: { amount: number; currency: string }): string {
  return `${formatMoney(money.amount, '', currencyExponent(money.currency))} ${money.currency}`;
}
