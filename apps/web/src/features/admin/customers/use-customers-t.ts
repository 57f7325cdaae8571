import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomersTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CustomersKey = Leaves<AdminCustomersTexts>;
export type CustomersT = (key: CustomersKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the customers area (keys without the namespace's prefix). */
export function useCustomersT(): { t: CustomersT } {
  const { t } = useTranslation('adminCustomers');
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminCustomers.${key}`, options) };
  }, [t]);
}
