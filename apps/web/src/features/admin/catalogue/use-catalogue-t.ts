import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogueTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text of the catalogue area, as `editor.save`. */
export type CatalogueKey = Leaves<AdminCatalogueTexts>;
export type CatalogueT = (key: CatalogueKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the catalogue area's texts (keys without the `adminCatalogue.` prefix). */
export function useCatalogueT(): { t: CatalogueT; language: string } {
  const { t, i18n } = useTranslation('adminCatalogue');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminCatalogue.${key}`, options), language };
  }, [t, language]);
}
