/** A calendar date (YYYY-MM-DD) written out in the reader's language, e.g. "22 November 2026". */
export function formatLegalDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A currency named in the reader's language with its code, e.g. "Euro (EUR)"; the code alone when unnamed. */
export function describeCurrency(code: string, locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
  } catch {
    // A code Intl rejects (not three letters) is shown as it was announced.
  }
  return name && name !== code ? `${name} (${code})` : code;
}
