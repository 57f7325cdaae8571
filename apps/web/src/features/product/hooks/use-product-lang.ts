import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { useTranslation } from 'react-i18next';

/** The language product texts are asked for in: the visitor's interface language. */
export function useProductLang(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
}
