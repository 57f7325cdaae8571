import { LOYALTY_LEVELS } from '@store/shared/rules/loyalty';
import { ArrowRight, Coins, ShoppingBag, Trophy, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAchievementProfile } from '../../../lib/achievement-profile';
import { formatPrice } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';

/** Loyalty money is EUR minor units whatever the store's currency: its thresholds are in euros. */
const EUR = { code: 'EUR', symbol: '€' } as const;

/** The overview's loyalty figures: level, achievements, purchases and spend, and the way on. */
export function LoyaltySummary() {
  const { t, i18n } = useTranslation();
  const profile = useAchievementProfile();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage);

  let body;
  if (profile.isError && !profile.data) {
    body = (
      <StatePanel
        variant="error"
        title={t('account.loyaltySummary.unavailable')}
        description={t('account.loyaltySummary.unavailableDescription')}
      >
        <Button pending={profile.isFetching} onClick={() => void profile.refetch()}>
          {t('account.loyaltySummary.retry')}
        </Button>
      </StatePanel>
    );
  } else if (!profile.data) {
    body = (
      <div
        role="status"
        aria-label={t('account.loyaltySummary.loading')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else {
    const { level, stats, achievements } = profile.data;
    const name = LOYALTY_LEVELS.find((entry) => entry.level === level.current)?.name ?? level.name;
    body = (
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryItem
          icon={TrendingUp}
          label={t('account.loyaltySummary.level')}
          value={t('account.loyaltySummary.levelValue', { level: level.current, name })}
        />
        <SummaryItem
          icon={Trophy}
          label={t('account.loyaltySummary.completedAchievements')}
          value={t('account.loyaltySummary.completedValue', {
            completed: numbers.format(stats.completedAchievements),
            total: numbers.format(achievements.length),
          })}
        />
        <SummaryItem
          icon={ShoppingBag}
          label={t('account.loyaltySummary.totalPurchases')}
          value={numbers.format(stats.totalPurchases)}
        />
        <SummaryItem
          icon={Coins}
          label={t('account.loyaltySummary.lifetimeSpend')}
          value={formatPrice(stats.lifetimeSpend, EUR)}
        />
      </dl>
    );
  }

  return (
    <Card
      title={t('account.loyaltySummary.title')}
      description={t('account.loyaltySummary.description')}
      aside={
        <Link
          to="/dashboard/achievements"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
        >
          {t('account.loyaltySummary.link')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      {body}
    </Card>
  );
}

function SummaryItem({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="flex items-start gap-3 text-sm font-medium text-slate-500 dark:text-slate-400">
        <Icon
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
        />
        {label}
      </dt>
      <dd className="mt-0.5 pl-8 text-base font-bold break-words text-slate-900 dark:text-white">
        {value}
      </dd>
    </div>
  );
}
