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

/**
 * The first of the store's languages an Accept-Language header asks for, by the weights it
 * gives ("fr-CH, fr;q=0.9, en;q=0.8" is French); undefined when it names none of them. The
 * web sends the visitor's chosen language alone ("de"); browsers send their own list.
 */
export function languageFromAcceptLanguage(
  header: string | null | undefined,
): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.slice(0, 256).split(',')) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    // "de" or "de-CH" name German; "dev" or "*" do not.
    const language = /^[a-z]{2}(-|$)/i.test(tag) ? parseLanguage(tag.slice(0, 2)) : undefined;
    if (!language) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0) || (best && best.weight >= weight)) continue;
    best = { language, weight };
  }
  return best?.language;
}
