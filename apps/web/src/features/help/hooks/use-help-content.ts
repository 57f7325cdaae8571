import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpContent } from '../content/types';
import { loadWithRetry } from '../../../lib/load-with-retry';

// One chunk per language, as the app's locales: only the language on screen is fetched.
const loadContent: Readonly<Record<Language, () => Promise<HelpContent>>> = {
  de: () => loadWithRetry(() => import('../content/de')).then((module) => module.de),
  en: () => loadWithRetry(() => import('../content/en')).then((module) => module.en),
  es: () => loadWithRetry(() => import('../content/es')).then((module) => module.es),
  fr: () => loadWithRetry(() => import('../content/fr')).then((module) => module.fr),
  it: () => loadWithRetry(() => import('../content/it')).then((module) => module.it),
};

/**
 * The help texts in the interface language; undefined until the first language has loaded.
 * On a language change the previous texts stay until the new ones arrive, so nothing flickers.
 */
export function useHelpContent(): HelpContent | undefined {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [content, setContent] = useState<HelpContent>();

  useEffect(() => {
    let current = true;
    loadContent[language]().then(
      (loaded) => {
        if (current) setContent(loaded);
      },
      () => {
        // A failed chunk (offline, new deployment) keeps the texts already shown; the next
        // language change or visit tries again.
      },
    );
    return () => {
      current = false;
    };
  }, [language]);

  return content;
}
