import type { Language } from '@store/shared/constants';
import type { TextLoaders } from '../../../lib/i18n';
import { useLocalizedDocument } from '../../../lib/use-localized-document';
import type { HelpContent } from '../content/types';

// One chunk per language, as the app's texts: only the language on screen is fetched.
const HELP_CONTENT: TextLoaders<HelpContent> = {
  de: () => import('../content/de').then((module) => module.de),
  en: () => import('../content/en').then((module) => module.en),
  es: () => import('../content/es').then((module) => module.es),
  fr: () => import('../content/fr').then((module) => module.fr),
  it: () => import('../content/it').then((module) => module.it),
};

/** Fetches the help texts of one language ahead of the widget that shows them. */
export function preloadHelpContent(language: Language): Promise<HelpContent> {
  return HELP_CONTENT[language]();
}

/**
 * The help texts in the interface language; undefined until the first language has loaded.
 * A chunk that cannot be fetched (offline, a new release) keeps the texts already shown, and
 * the widget stays hidden until some language has loaded.
 */
export function useHelpContent(): HelpContent | undefined {
  const state = useLocalizedDocument(HELP_CONTENT);
  return state.status === 'ready' ? state.content : undefined;
}
