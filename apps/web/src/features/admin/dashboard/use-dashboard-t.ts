import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of the dashboard, as `status.paid`. */
export type DashboardKey = WithoutPlural<Leaves<AdminDashboardTexts>>;
export type DashboardT = (key: DashboardKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the dashboard's texts (keys without the `adminDashboard.` prefix). */
export function useDashboardT(): { t: DashboardT; language: string } {
  const { t, i18n } = useTranslation('adminDashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminDashboard.${key}`, options), language };
  }, [t, language]);
}
