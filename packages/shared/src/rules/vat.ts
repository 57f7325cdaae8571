/**
 * Standard VAT rates in basis points (19 % = 1900) for digital services, by the buyer's
 * country. Prices include VAT (spec section 9); elsewhere no VAT is charged.
 */
export const VAT_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  CH: 810,
  LI: 810,
  GB: 2000,
  NO: 2500,
  IS: 2400,
};

/** The VAT rate for a country code, 0 where the store charges none. */
export function vatRateFor(country: string | null | undefined): number {
  return (country && VAT_RATES_BP[country.toUpperCase()]) || 0;
}

/**
 * Splits a VAT-inclusive amount into net and VAT, rounding the VAT to the nearest minor
 * unit (half up), so net + vat always equals the gross amount.
 */
export function splitVat(
  grossMinor: number,
  rateBp: number,
): { netMinor: number; vatMinor: number } {
  if (!Number.isInteger(grossMinor) || grossMinor < 0)
    throw new RangeError('grossMinor must be a non-negative integer');
  if (!Number.isInteger(rateBp) || rateBp < 0)
    throw new RangeError('rateBp must be a non-negative integer');
  const vatMinor = Math.floor(
    (grossMinor * rateBp * 2 + (10_000 + rateBp)) / (2 * (10_000 + rateBp)),
  );
  return { netMinor: grossMinor - vatMinor, vatMinor };
}

/** "INV-2026-000042": the printed number of the 42nd invoice of 2026. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}
