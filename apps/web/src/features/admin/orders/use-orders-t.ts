import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrdersTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Drops i18next's plural suffixes, so `review.refunds` names `refunds_one` and `refunds_other`. */
type Plain<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of the review queue and the orders, as `review.title`. */
export type OrdersKey = Plain<Leaves<AdminOrdersTexts>>;
export type OrdersT = (key: OrdersKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the orders' texts (keys without the `adminOrders.` prefix). */
export function useOrdersT(): { t: OrdersT; language: string } {
  const { t, i18n } = useTranslation('adminOrders');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminOrders.${key}`, options), language };
  }, [t, language]);
}
