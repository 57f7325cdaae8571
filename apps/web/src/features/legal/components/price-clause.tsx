import { useAppSettingsStore } from '../../../stores/app-settings';
import type { LegalContent } from '../content/types';
import { describeCurrency } from '../utils/format';

/**
 * Spec section 1: the legal texts state prices in CHF including VAT, or in the selected
 * currency; the currency the server announced decides which reading applies.
 */
export function PriceClause({
  prices,
  locale,
}: {
  prices: LegalContent['prices'];
  locale: string;
}) {
  const currency = useAppSettingsStore((state) => state.currency);
  return (
    <p>{currency === 'CHF' ? prices.chf : prices.other(describeCurrency(currency, locale))}</p>
  );
}
