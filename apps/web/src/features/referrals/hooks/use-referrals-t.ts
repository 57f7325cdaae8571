import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralsTexts } from '../locales/en';
import '../texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text of this feature, as `balances.request`. */
export type ReferralsKey = WithoutPlural<Leaves<ReferralsTexts>>;
export type ReferralsT = (key: ReferralsKey, options?: Record<string, string | number>) => string;

/**
 * i18next's `t` for the texts of referrals (keys without the `referrals.` prefix), with the
 * language for numbers and dates. The first use waits for the feature's texts.
 */
export function useReferralsT(): { t: ReferralsT; i18n: I18n; language: string } {
  const { t, i18n } = useTranslation('referrals');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    // A plain signature the feature's components can pass around; ReferralsKey checks the keys.
    const translate = t as unknown as (key: string, options?: object) => string;
    return {
      t: (key, options) => translate(`referrals.${key}`, options),
      i18n,
      language,
    };
  }, [t, i18n, language]);
}
