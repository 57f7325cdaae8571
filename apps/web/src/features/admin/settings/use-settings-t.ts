import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSettingsTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of the settings area, as `support.title`. */
export type SettingsKey = WithoutPlural<Leaves<AdminSettingsTexts>>;
export type SettingsT = (key: SettingsKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the settings area’s texts (keys without the `adminSettings.` prefix). */
export function useSettingsT(): { t: SettingsT; language: string } {
  const { t, i18n } = useTranslation('adminSettings');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminSettings.${key}`, options), language };
  }, [t, language]);
}
