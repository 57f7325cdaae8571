import type { CommunityGoal } from '@store/shared/schemas/loyalty';
import { CircleCheck, Users } from 'lucide-react';
import { Card } from '../../../ui/card';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { ProgressBar } from '../../../ui/progress-bar';

/**
 * The goal every customer works toward together. The page asks for it again every 15 s, so
 * the bar moves while it is open; the status line announces the new count politely.
 */
export function CommunityGoalCard({ goal }: { goal: CommunityGoal | null }) {
  const { t } = useLoyaltyT();
  const format = useLoyaltyFormat();

  if (!goal) {
    return (
      <Card title={t('community.title')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('community.none')}</p>
      </Card>
    );
  }

  const countText = t('community.count', {
    count: format.count(goal.count),
    target: format.count(goal.target),
  });

  return (
    <Card
      title={t('community.title')}
      description={t('community.description')}
      aside={
        goal.contributed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t('community.contributed')}
          </span>
        ) : null
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-end justify-between gap-3">
          <p className="text-3xl font-extrabold text-slate-900 tabular-nums dark:text-white">
            {goal.percent}%
          </p>
          {goal.reached ? (
            <p className="text-sm font-bold text-emerald-700 dark:text-emerald-300">
              {t('community.reached')}
            </p>
          ) : null}
        </div>
        <ProgressBar
          percent={goal.percent}
          tone={goal.reached ? 'emerald' : 'brand'}
          label={t('community.progress')}
          valueText={countText}
        />
        <p
          role="status"
          className="text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300"
        >
          {countText}
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {t('community.contributors', { count: goal.contributors })}
          </span>
          <span>{t('community.reward', { xp: goal.reward })}</span>
        </div>
        {!goal.contributed && !goal.reached ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('community.notContributed')}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
