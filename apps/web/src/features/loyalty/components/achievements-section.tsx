import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '@store/shared/rules/loyalty';
import type { Achievement, AchievementStatus } from '@store/shared/schemas/loyalty';
import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { Card } from '../../../ui/card';
import { useTabs } from '../../../ui/tabs';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { AchievementCard } from './achievement-card';

type CategoryFilter = AchievementCategory | 'all';
const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...ACHIEVEMENT_CATEGORIES];

const STATUS_FILTERS = ['all', 'completed', 'inProgress', 'locked'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Unlocked (not yet toasted) counts as completed: the customer has reached it. */
const STATUSES_OF: Record<Exclude<StatusFilter, 'all'>, readonly AchievementStatus[]> = {
  completed: ['unlocked', 'completed'],
  inProgress: ['inProgress'],
  locked: ['locked'],
};

const CATEGORY_PARAM = 'category';
const STATUS_PARAM = 'status';

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** Every achievement, filtered by category (tabs) and status (toggle buttons), kept in the URL. */
export function AchievementsSection({ achievements }: { achievements: readonly Achievement[] }) {
  const { t } = useLoyaltyT();
  const [params, setParams] = useSearchParams();
  const category = pick(CATEGORY_FILTERS, params.get(CATEGORY_PARAM)) ?? 'all';
  const status = pick(STATUS_FILTERS, params.get(STATUS_PARAM)) ?? 'all';

  const setParam = (name: string, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const tabs = useTabs({
    ids: CATEGORY_FILTERS,
    selected: category,
    onSelect: (id) => {
      setParam(CATEGORY_PARAM, id);
    },
  });

  const shown = achievements.filter(
    (achievement) =>
      (category === 'all' || achievement.category === category) &&
      (status === 'all' || STATUSES_OF[status].includes(achievement.status)),
  );
  const completed = achievements.filter(
    (achievement) => achievement.status === 'unlocked' || achievement.status === 'completed',
  ).length;

  return (
    <Card
      title={t('achievements.title')}
      description={t('achievements.summary', { completed, total: achievements.length })}
    >
      <div className="flex flex-col gap-4">
        <div
          {...tabs.listProps}
          aria-label={t('achievements.categoryFilter')}
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
        >
          {CATEGORY_FILTERS.map((id) => (
            <button
              key={id}
              {...tabs.tabProps(id)}
              className={clsx(
                'inline-flex h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                id === category
                  ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
                  : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700',
              )}
            >
              {t(`achievements.categories.${id}`)}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label={t('achievements.statusFilter')}
          className="inline-flex flex-wrap gap-1 self-start rounded-xl border border-slate-200 p-1 dark:border-slate-800"
        >
          {STATUS_FILTERS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={id === status}
              onClick={() => {
                setParam(STATUS_PARAM, id);
              }}
              className={clsx(
                'h-8 rounded-lg px-3 text-sm font-semibold transition-colors',
                id === status
                  ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
              )}
            >
              {t(`achievements.filters.${id}`)}
            </button>
          ))}
        </div>
        <div {...tabs.panelProps}>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {t('achievements.empty')}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((achievement) => (
                <li key={achievement.id}>
                  <AchievementCard achievement={achievement} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
