import type { TextLoaders } from '../../../lib/i18n';
import {
  useLocalizedDocument,
  type LocalizedDocumentState,
} from '../../../lib/use-localized-document';
import type { LegalContent } from '../content/types';

// One chunk per language, kept out of the main bundle; the service worker precaches every
// chunk, so the legal pages open offline after one visit without asking the API.
const LEGAL_CONTENT: TextLoaders<LegalContent> = {
  de: () => import('../content/de').then((module) => module.de),
  en: () => import('../content/en').then((module) => module.en),
  es: () => import('../content/es').then((module) => module.es),
  fr: () => import('../content/fr').then((module) => module.fr),
  it: () => import('../content/it').then((module) => module.it),
};

/** The terms and the privacy policy in the interface language. */
export function useLegalContent(): LocalizedDocumentState<LegalContent> {
  return useLocalizedDocument(LEGAL_CONTENT);
}
