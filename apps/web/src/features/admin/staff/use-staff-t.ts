import { ADMIN_STAFF_MESSAGES } from '@store/shared/schemas/admin-staff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByText } from '../../../lib/refusal-message';
import { useAreaErrorText } from '../hooks/use-area-error-text';
import type { AdminStaffTexts } from './locales/en';
import './texts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type StaffKey = Leaves<AdminStaffTexts>;
export type StaffT = (key: StaffKey, options?: Record<string, string | number>) => string;

/** i18next's `t` for the staff area (keys without the namespace's prefix). */
export function useStaffT(): { t: StaffT } {
  const { t } = useTranslation('adminStaff');
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => string;
    return { t: (key, options) => translate(`adminStaff.${key}`, options) };
  }, [t]);
}

const MESSAGE_KEYS = keysByText<keyof typeof ADMIN_STAFF_MESSAGES>(ADMIN_STAFF_MESSAGES);

/** A refused staff change in the member's language. */
export function useStaffAdminErrorText(): (error: unknown) => string {
  const { t } = useStaffT();
  return useAreaErrorText(MESSAGE_KEYS, t);
}
