import clsx from 'clsx';
import { estimatePasswordStrength, PASSWORD_MIN_LENGTH } from '@store/shared/rules/password';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;
const BAR_COLOURS = [
  'bg-rose-500',
  'bg-rose-500',
  'bg-amber-500',
  'bg-emerald-500',
  'bg-emerald-600',
] as const;

/** A four-step meter of how strong a password looks, with the minimum length as a checklist. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const { score, longEnough } = estimatePasswordStrength(password);
  const level = LEVELS[score];

  return (
    <div id={id} className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx(
              'h-1.5 rounded-full transition-colors',
              password && score >= step ? BAR_COLOURS[score] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
        <span
          className={clsx(
            'inline-flex items-center gap-1',
            longEnough
              ? 'text-emerald-700 dark:text-emerald-400'
              : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {longEnough ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Circle aria-hidden="true" className="size-3" />
          )}
          {t('ui.passwordMinLength', { min: PASSWORD_MIN_LENGTH })}
        </span>
        {password ? (
          <span aria-live="polite" className="font-semibold text-slate-700 dark:text-slate-300">
            {t('ui.strength.label', { level: t(`ui.strength.${level}`) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
