import { useMemo } from 'react';
import { useAdminT } from './use-admin-t';

/** Formats an ISO time as date and time in the member's language ("Mar 2, 2026, 10:01 AM"). */
export function useFormatDateTime(): (iso: string) => string {
  const { language } = useAdminT();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
