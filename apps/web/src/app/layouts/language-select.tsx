import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLanguage } from '../../features/account/api/update-language';
import { chooseLanguage, LANGUAGE_NAMES } from '../../lib/i18n';
import { useAuthStore } from '../../stores/auth';

/**
 * Picks the interface language; the choice is remembered on this device and, for a signed-in
 * customer, on their account.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const current = parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  const choose = (language: Language) => {
    void chooseLanguage(language);
    // Not worth a notice when it fails: the next sign-in keeps the language it is made in.
    if (isLoggedIn) updateLanguage(language).catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('footer.language')}
      </label>
      <div className="relative">
        <Globe
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <select
          id={id}
          value={current}
          onChange={(event) => {
            const language = parseLanguage(event.target.value);
            if (language) choose(language);
          }}
          className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-8 pl-9 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-slate-500"
        >
          ▾
        </span>
      </div>
    </div>
  );
}
