/**
 * The symbol for the currency an order is priced in: the one the store announced when it is
 * that currency, otherwise the browser's own narrow symbol, or the code itself.
 */
export function orderCurrencySymbol(
  currency: string,
  announced: { currency: string; currencySymbol: string },
): string {
  if (currency.toUpperCase() === announced.currency.toUpperCase()) return announced.currencySymbol;
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
