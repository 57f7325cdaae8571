import { PRODUCT_TYPES } from '@store/shared/constants';
import type { AchievementCategory, AchievementId } from '@store/shared/rules/loyalty';
import type { Achievement } from '@store/shared/schemas/loyalty';
import clsx from 'clsx';
import {
  ArrowRight,
  CalendarCheck,
  Coins,
  Heart,
  Lock,
  MessageSquare,
  ShoppingBag,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { ProgressBar } from '../../../ui/progress-bar';

const CATEGORY_ICONS: Record<AchievementCategory, LucideIcon> = {
  purchases: ShoppingBag,
  spending: Coins,
  loyalty: Heart,
  community: MessageSquare,
  engagement: CalendarCheck,
};

/**
 * Where an achievement's call to action leads, when not to the catalogue: the place to make
 * progress on it. Reviews are written for games the customer owns, which purchases lists.
 */
const CTA_PATHS: Partial<Record<AchievementId, string>> = {
  'reviews-3': '/dashboard/purchases',
  'sign-in-streak-7': '/',
  'subscription-3-months': `/products?type=${PRODUCT_TYPES.subscriptionCard}`,
  'launch-day': '/products?sort=newest',
};

const STATUS_STYLES = {
  locked: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  inProgress: 'bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200',
  unlocked: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
} as const;

/** One achievement: what it asks, how far the customer is, and what it gave once reached. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { t } = useLoyaltyT();
  const format = useLoyaltyFormat();
  const { id, status, current, target, unit } = achievement;
  const reached = status === 'unlocked' || status === 'completed';
  const Icon = status === 'locked' ? Lock : reached ? Trophy : CATEGORY_ICONS[achievement.category];
  const progressText = t('achievements.progress', {
    current: format.progressValue(current, unit),
    target: format.progressValue(target, unit),
  });

  return (
    <article
      className={clsx(
        'flex h-full flex-col gap-3 rounded-2xl border p-4 shadow-xs',
        reached
          ? 'border-emerald-200 bg-emerald-50/50 dark:border-emerald-900/60 dark:bg-emerald-950/20'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            reached
              ? 'bg-emerald-500 text-white dark:bg-emerald-400 dark:text-slate-950'
              : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-slate-900 dark:text-white">
            {t(`achievements.items.${id}.title`)}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(`achievements.items.${id}.description`)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className={clsx('rounded-full px-2 py-0.5', STATUS_STYLES[status])}>
          {t(`achievements.status.${status}`)}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t('achievements.reward', { xp: achievement.xp })}
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <ProgressBar
          size="sm"
          tone={reached ? 'emerald' : 'brand'}
          percent={target > 0 ? (current * 100) / target : 0}
          label={t(`achievements.items.${id}.title`)}
          valueText={progressText}
        />
        <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {format.progressValue(current, unit)} / {format.progressValue(target, unit)}
        </p>
      </div>
      <div className="mt-auto flex flex-col gap-2 text-sm">
        {reached ? (
          <p className="font-medium text-emerald-800 dark:text-emerald-300">
            {t(`achievements.items.${id}.completionText`)}
            {achievement.completedAt ? (
              <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                {t('achievements.completedOn', { date: format.date(achievement.completedAt) })}
              </span>
            ) : null}
          </p>
        ) : (
          <Link
            to={CTA_PATHS[id] ?? '/products'}
            className="inline-flex items-center gap-1 self-start rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
          >
            {t(`achievements.items.${id}.ctaText`)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}
