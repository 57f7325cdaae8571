import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import type { Translation } from '../locales/en';
import { loadWithRetry } from './load-with-retry';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Where the visitor's explicit language choice is kept (spec: footer language selector). */
export const LANGUAGE_STORAGE_KEY = 'userLanguage';

/** Each language named in itself, so visitors recognise their own in any interface language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};

// One chunk per language keeps the first load small; only the active language is fetched.
const loadTranslation: Readonly<Record<Language, () => Promise<Translation>>> = {
  de: () => loadWithRetry(() => import('../locales/de')).then((module) => module.de),
  en: () => loadWithRetry(() => import('../locales/en')).then((module) => module.en),
  es: () => loadWithRetry(() => import('../locales/es')).then((module) => module.es),
  fr: () => loadWithRetry(() => import('../locales/fr')).then((module) => module.fr),
  it: () => loadWithRetry(() => import('../locales/it')).then((module) => module.it),
};

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    const supported = parseLanguage(language);
    if (!supported) {
      callback(new Error(`Unsupported language: ${language}`), false);
      return;
    }
    loadTranslation[supported]().then(
      (resources) => {
        callback(null, resources);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

function readStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); the default language still works.
    return null;
  }
}

/** The language the visitor picked earlier, if any. */
export function readChosenLanguage(): Language | undefined {
  return parseLanguage(readStorage());
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Starts i18next with the given language; resolves once that language's texts are loaded. */
export async function initI18n(language: Language = readChosenLanguage() ?? DEFAULT_LANGUAGE) {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Every language is complete (the compiler checks the keys), so no fallback is fetched.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
    });
}

/** Switches the interface language and remembers it as the visitor's explicit choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language);
}

/** Follows a language the store implies (e.g. from the region) unless the visitor chose one. */
export async function followImpliedLanguage(language: Language): Promise<void> {
  if (readChosenLanguage() || i18n.resolvedLanguage === language) return;
  await i18n.changeLanguage(language);
}
