import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchasesTexts } from '../locales/en';
import '../texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of this feature, as `orders.empty.title`. */
export type PurchasesKey = WithoutPlural<Leaves<PurchasesTexts>>;
export type PurchasesT = (key: PurchasesKey, options?: Record<string, string | number>) => string;

/**
 * i18next's `t` for the texts of purchases (keys without the `purchases.` prefix), with
 * the `i18n` instance for dates and numbers. The first use waits for the feature's texts.
 */
export function usePurchasesT(): { t: PurchasesT; i18n: I18n; language: string } {
  const { t, i18n } = useTranslation('purchases');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    // A plain signature the feature's components can pass around; PurchasesKey checks the keys.
    const translate = t as unknown as (key: string, options?: object) => string;
    return {
      t: (key, options) => translate(`purchases.${key}`, options),
      i18n,
      language,
    };
  }, [t, i18n, language]);
}
