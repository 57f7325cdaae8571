import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextLoaders } from './i18n';
import { loadWithRetry } from './load-with-retry';

export type LocalizedDocumentState<Document> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; content: Document; language: Language };

/**
 * A long document (the legal texts, the help centre's articles) in the interface language.
 * Short interface texts are i18next namespaces (registerTexts); documents are structured,
 * large and read on one page, so they come through this one hook, with the same per-language
 * loaders. On a language change the document on screen stays until the new one arrives; only
 * when nothing could be loaded at all is it an error, which `retry` tries again.
 */
export function useLocalizedDocument<Document>(
  loaders: TextLoaders<Document>,
): LocalizedDocumentState<Document> {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [loaded, setLoaded] = useState<{ content: Document; language: Language }>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadWithRetry(loaders[language]).then(
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
  }, [loaders, language, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  if (loaded) return { status: 'ready', ...loaded };
  return failed ? { status: 'error', retry } : { status: 'loading' };
}
