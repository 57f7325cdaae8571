import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { loadWithRetry } from './load-with-retry';

/**
 * The texts of the store, one i18next namespace each. Whoever owns a namespace declares it
 * here by declaration merging (`interface StoreTexts { cart: { cart: CartTexts } }`) and
 * registers its loaders with registerTexts, so this file names no feature. A namespace's
 * top-level keys name its texts (`cart.summary.total`) and are unique across namespaces.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StoreTexts {}

/** The shell's namespace (header, footer, shared words); the others are looked up after it. */
const DEFAULT_NAMESPACE = 'translation';
type FeatureNamespace = Exclude<keyof StoreTexts, typeof DEFAULT_NAMESPACE>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    // Any `t` finds every registered text, so a key alone says where it lives.
    fallbackNS: FeatureNamespace[];
    resources: StoreTexts;
  }
}

/** One loader per language: each language is its own chunk, fetched only when shown. */
export type TextLoaders<Texts> = Readonly<Record<Language, () => Promise<Texts>>>;

const textLoaders = new Map<string, TextLoaders<ResourceKey>>();

/**
 * Makes a namespace's texts available. Registered before initI18n, a namespace loads with
 * the first page; registered later (from a lazy chunk), it loads on its first
 * `useTranslation(namespace)`, which waits for it.
 */
export function registerTexts<Namespace extends keyof StoreTexts>(
  namespace: Namespace,
  loaders: TextLoaders<StoreTexts[Namespace]>,
): void {
  if (textLoaders.has(namespace)) return;
  textLoaders.set(namespace, loaders);
  if (i18n.isInitialized) i18n.options.fallbackNS = featureNamespaces();
}

/** Every namespace registered so far. */
export function registeredNamespaces(): string[] {
  return [...textLoaders.keys()];
}

/** One namespace's texts in one language, as the backend loads them. */
export function loadTexts(namespace: string, language: Language): Promise<ResourceKey> {
  const loaders = textLoaders.get(namespace);
  if (!loaders) return Promise.reject(new Error(`Texts not registered: ${namespace}`));
  return loadWithRetry(loaders[language]);
}

function featureNamespaces(): string[] {
  return registeredNamespaces().filter((namespace) => namespace !== DEFAULT_NAMESPACE);
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

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const supported = parseLanguage(language);
    if (!supported) {
      callback(new Error(`Unsupported language: ${language}`), false);
      return;
    }
    loadTexts(namespace, supported).then(
      (resources) => {
        callback(null, resources);
      },
      (error: unknown) => {
        console.error(`Texts ${namespace} (${supported}) could not be loaded`, error);
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

/** The language the interface shows now; undefined before i18next has started. */
export function currentLanguage(): Language | undefined {
  return parseLanguage(i18n.resolvedLanguage);
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Starts i18next with the given language; resolves once that language's texts of every
 * namespace registered so far are loaded.
 */
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
      ns: registeredNamespaces(),
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: featureNamespaces(),
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
