import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates of the help widget in the interface language: a moment, and a day to answer by. */
export function useHelpDates() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    return {
      /** When a message was written: "12 Mar 2026, 14:05". */
      moment: (iso: string) => moment.format(new Date(iso)),
      /** The day a person will have answered by: "Thursday, 12 March". */
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [language]);
}
