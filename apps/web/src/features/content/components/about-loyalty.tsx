import { LOYALTY_LEVELS, PRESTIGE_MAX, XP_PER_EURO } from '@store/shared/rules/loyalty';
import clsx from 'clsx';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckList } from './check-list';

const EARNINGS = ['orders', 'achievements', 'quests', 'community', 'refunds'] as const;
const FINAL_LEVEL = LOYALTY_LEVELS.at(-1);

/**
 * The five loyalty levels with the points they start at and their discounts, straight from
 * the shared rules the checkout uses, then how points are earned and what prestige does.
 */
export function AboutLoyalty() {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage);

  return (
    <div className="flex flex-col gap-10">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {LOYALTY_LEVELS.map((level) => (
          <li
            key={level.level}
            className={clsx(
              'flex flex-col gap-2 rounded-2xl border p-5',
              level.level === FINAL_LEVEL?.level
                ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500 dark:border-brand-400 dark:bg-brand-500/10 dark:ring-brand-400'
                : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              {t('content.about.loyalty.level', { level: level.level })}
            </p>
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">{level.name}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('content.about.loyalty.from', { xp: numbers.format(level.minXp) })}
            </p>
            <p className="mt-auto pt-2 text-base font-extrabold text-slate-900 dark:text-white">
              {level.discountPercent > 0
                ? t('content.about.loyalty.discount', { percent: level.discountPercent })
                : t('content.about.loyalty.noDiscount')}
            </p>
          </li>
        ))}
      </ol>

      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
            {t('content.about.loyalty.earn.title')}
          </h3>
          <CheckList
            items={EARNINGS.map((key) => ({
              text: t(`content.about.loyalty.earn.items.${key}`, { xp: XP_PER_EURO }),
              forbidden: key === 'refunds',
            }))}
          />
        </div>
        <div className="self-start rounded-2xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-900/60 dark:bg-amber-950/20">
          <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
            <Crown aria-hidden="true" className="size-5 text-amber-500" />
            {t('content.about.loyalty.prestige.title')}
          </h3>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {t('content.about.loyalty.prestige.text', {
              name: FINAL_LEVEL?.name ?? '',
              first: LOYALTY_LEVELS[0]?.name ?? '',
              max: PRESTIGE_MAX,
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
