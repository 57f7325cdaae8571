import type { Language } from '../constants';
import { currencyExponent, formatMoney } from './money';

/** The locale each of the store's languages formats numbers and dates with. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** An amount in minor units as a reader of the language writes it: "12,99 €", "€12.99". */
export function formatAmount(language: Language, minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  // Given as its exact decimal text ("12.99"): no floating-point value ever stands for money.
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(formatMoney(minor, '', exponent) as `${number}`);
}

/** A day as a reader of the language writes it in full ("14. März 2025"), in UTC. */
export function formatDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
