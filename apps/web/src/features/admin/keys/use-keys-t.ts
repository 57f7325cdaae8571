import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminKeysTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text of the key stock area, as `import.title`. */
export type KeysKey = Leaves<AdminKeysTexts>;
export type KeysT = (key: KeysKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the key stock's texts (keys without the `adminKeys.` prefix). */
export function useKeysT(): { t: KeysT; language: string } {
  const { t, i18n } = useTranslation('adminKeys');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminKeys.${key}`, options), language };
  }, [t, language]);
}
