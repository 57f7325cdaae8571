/** A release date ("2024-02-22") written out in `language`, read as a calendar day. */
export function formatReleaseDate(date: string, language: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** A gift card's face value ("€25", "25 CHF") as `language` writes amounts of its currency. */
export function formatFaceValue(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    // An unknown currency code: the plain amount and code still say what the card is worth.
    return `${amount} ${currency}`;
  }
}
