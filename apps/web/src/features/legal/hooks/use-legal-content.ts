import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalContent } from '../content/types';
import { loadWithRetry } from '../../../lib/load-with-retry';

// One chunk per language, kept out of the main bundle; the service worker precaches every
// chunk, so the legal pages open offline after one visit without asking the API.
const loadContent: Readonly<Record<Language, () => Promise<LegalContent>>> = {
  de: () => loadWithRetry(() => import('../content/de')).then((module) => module.de),
  en: () => loadWithRetry(() => import('../content/en')).then((module) => module.en),
  es: () => loadWithRetry(() => import('../content/es')).then((module) => module.es),
  fr: () => loadWithRetry(() => import('../content/fr')).then((module) => module.fr),
  it: () => loadWithRetry(() => import('../content/it')).then((module) => module.it),
};

export type LegalContentState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; content: LegalContent; language: Language };

/**
 * The legal texts in the interface language. On a language change the previous texts stay
 * until the new ones arrive; only when nothing could be loaded at all is it an error.
 */
export function useLegalContent(): LegalContentState {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [loaded, setLoaded] = useState<{ content: LegalContent; language: Language }>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadContent[language]().then(
      (content) => {
        if (!current) return;
        setLoaded({ content, language });
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  if (loaded) return { status: 'ready', ...loaded };
  return failed ? { status: 'error', retry } : { status: 'loading' };
}
