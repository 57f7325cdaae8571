import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSupportTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Drops i18next's plural suffixes, so `inbox.openCount` names `openCount_one` and `_other`. */
type Plain<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of the support inbox, as `inbox.title`. */
export type SupportKey = Plain<Leaves<AdminSupportTexts>>;
export type SupportT = (key: SupportKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the support inbox's texts (keys without the `adminSupport.` prefix). */
export function useSupportT(): { t: SupportT; language: string } {
  const { t, i18n } = useTranslation('adminSupport');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminSupport.${key}`, options), language };
  }, [t, language]);
}
