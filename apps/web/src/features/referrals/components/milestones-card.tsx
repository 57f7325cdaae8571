import clsx from 'clsx';
import type { ReferralProfile } from '@store/shared/schemas/referrals';
import { CircleCheck } from 'lucide-react';
import { Card } from '../../../ui/card';
import { useReferralsFormat } from '../hooks/use-referrals-format';
import { useReferralsT } from '../hooks/use-referrals-t';
import { ProgressBar } from '../../../ui/progress-bar';
import { StatusBadge } from './status-badge';

type MilestonesCardProps = Pick<
  ReferralProfile,
  'referrals' | 'buyers' | 'lastReferralAt' | 'milestones' | 'nextMilestone'
>;

/** How many friends joined and bought, and the milestones their purchases lead to. */
export function MilestonesCard({
  referrals,
  buyers,
  lastReferralAt,
  milestones,
  nextMilestone,
}: MilestonesCardProps) {
  const { t } = useReferralsT();
  const format = useReferralsFormat();
  const stats = [
    { label: t('stats.referrals'), value: format.count(referrals) },
    { label: t('stats.buyers'), value: format.count(buyers) },
    {
      label: t('stats.lastReferral'),
      value: lastReferralAt ? format.date(lastReferralAt) : t('stats.never'),
      wide: true,
    },
  ];

  return (
    <Card title={t('stats.title')} description={t('stats.intro')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {stats.map((item) => (
          <div
            key={item.label}
            className={clsx(
              'flex flex-col-reverse justify-end gap-1 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60',
              item.wide && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{item.label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <ol className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {milestones.map((milestone) => (
          <li
            key={milestone.key}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="min-w-0">
              <h3 className="font-bold text-slate-900 dark:text-white">{milestone.name}</h3>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('stats.buyersNeeded', { count: milestone.buyers })} ·{' '}
                {t('stats.boost', { percent: format.percent(milestone.boostBp) })}
              </p>
            </div>
            <ProgressBar
              size="sm"
              percent={
                milestone.buyers > 0
                  ? (Math.min(buyers, milestone.buyers) / milestone.buyers) * 100
                  : 100
              }
              label={t('stats.progress', { name: milestone.name })}
              valueText={t('stats.progressValue', {
                current: format.count(Math.min(buyers, milestone.buyers)),
                target: format.count(milestone.buyers),
              })}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                {t('stats.progressValue', {
                  current: format.count(Math.min(buyers, milestone.buyers)),
                  target: format.count(milestone.buyers),
                })}
              </p>
              {milestone.reached ? (
                <span className="flex items-center gap-1">
                  <CircleCheck
                    aria-hidden="true"
                    className="size-4 text-emerald-600 dark:text-emerald-400"
                  />
                  <StatusBadge tone="good">{t('stats.reached')}</StatusBadge>
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {nextMilestone
          ? t('stats.next', { count: nextMilestone.remaining })
          : t('stats.allReached')}
      </p>
    </Card>
  );
}
