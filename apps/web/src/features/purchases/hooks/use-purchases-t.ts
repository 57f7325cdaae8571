import { LANGUAGES, type Language } from '@store/shared/constants';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { purchasesDe } from '../locales/de';
import { purchasesEn, type PurchasesTexts } from '../locales/en';
import { purchasesEs } from '../locales/es';
import { purchasesFr } from '../locales/fr';
import { purchasesIt } from '../locales/it';

const TEXTS: Readonly<Record<Language, PurchasesTexts>> = {
  de: purchasesDe,
  en: purchasesEn,
  es: purchasesEs,
  fr: purchasesFr,
  it: purchasesIt,
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of this feature, as `orders.empty.title`. */
export type PurchasesKey = WithoutPlural<Leaves<PurchasesTexts>>;
export type PurchasesT = (key: PurchasesKey, options?: Record<string, string | number>) => string;

/**
 * Adds this feature's texts under `purchases` to each language i18next has loaded. Languages
 * not loaded yet are left alone, so the backend still fetches their main texts first; a
 * language that already has `purchases` keeps it.
 */
function addPurchasesTexts(i18n: I18n): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'translation')) continue;
    if (i18n.getResource(language, 'translation', 'purchases') !== undefined) continue;
    i18n.addResourceBundle(language, 'translation', { purchases: TEXTS[language] }, true, false);
  }
}

/**
 * i18next's `t` for the texts of purchases (keys without the `purchases.` prefix), with
 * the `i18n` instance for dates and numbers. The feature's texts travel with its lazy chunk
 * and join the active language's resources on first use.
 */
export function usePurchasesT(): { t: PurchasesT; i18n: I18n; language: string } {
  const { t, i18n } = useTranslation();
  addPurchasesTexts(i18n);
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    // The app's resource type does not list these texts; the keys are checked by PurchasesKey.
    const translate = t as unknown as (key: string, options?: object) => string;
    return {
      t: (key, options) => translate(`purchases.${key}`, options),
      i18n,
      language,
    };
  }, [t, i18n, language]);
}
