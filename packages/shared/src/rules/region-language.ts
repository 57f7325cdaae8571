import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';

const REGION_LANGUAGE: Readonly<Record<string, Language>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  FR: 'fr',
  BE: 'fr',
  CA: 'fr',
  IT: 'it',
  SM: 'it',
  VA: 'it',
};

/** The language a region implies (spec section 4); English for every other region. */
export function languageForRegion(region: string | null | undefined): Language {
  if (!region) return DEFAULT_LANGUAGE;
  return REGION_LANGUAGE[region.toUpperCase()] ?? DEFAULT_LANGUAGE;
}

/** Narrows any text to a supported language, or undefined. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  const lower = value?.toLowerCase();
  return LANGUAGES.find((lang) => lang === lower);
}
