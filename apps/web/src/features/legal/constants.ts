import type { Language } from '@store/shared/constants';

/** The day both legal documents were last changed (ISO date); shown as "Last updated". */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** Formatting locale per interface language: British English writes "22 November 2026". */
export const LEGAL_LOCALES: Readonly<Record<Language, string>> = {
  de: 'de-CH',
  en: 'en-GB',
  es: 'es',
  fr: 'fr-CH',
  it: 'it-CH',
};
