import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTexts } from '../locales/en';
import '../texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of the back office shell, as `signIn.title`. */
export type AdminKey = WithoutPlural<Leaves<AdminTexts>>;
export type AdminT = (key: AdminKey, options?: Record<string, string | number>) => string;

/**
 * i18next's `t` for the back office's texts (keys without the `admin.` prefix), with the
 * `i18n` instance for dates. The first use waits for the texts.
 */
export function useAdminT(): { t: AdminT; i18n: I18n; language: string } {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    // A plain signature the back office can pass around; AdminKey checks the keys.
    const translate = t as unknown as (key: string, options?: object) => string;
    return {
      t: (key, options) => translate(`admin.${key}`, options),
      i18n,
      language,
    };
  }, [t, i18n, language]);
}
