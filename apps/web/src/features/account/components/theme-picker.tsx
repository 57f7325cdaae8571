import clsx from 'clsx';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { THEMES, useThemeStore, type Theme } from '../../../stores/theme';

const ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, auto: Monitor };

/** Light, dark or auto (following the system), in the spec's order; applies at once. */
export function ThemePicker() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('account.appearance.theme')}
      </legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {THEMES.map((option) => {
          const Icon = ICONS[option];
          return (
            <label
              key={option}
              className={clsx(
                'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-3 py-3 text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                theme === option
                  ? 'border-brand-500 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-100'
                  : 'border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-300 dark:hover:border-slate-600',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={theme === option}
                onChange={() => {
                  setTheme(option);
                }}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5" />
              {t(`account.appearance.themes.${option}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
