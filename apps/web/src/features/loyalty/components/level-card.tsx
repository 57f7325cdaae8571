import { LOYALTY_LEVELS } from '@store/shared/rules/loyalty';
import type { LevelState, PrestigeState } from '@store/shared/schemas/loyalty';
import { Crown, Percent, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { PrestigeDialog } from './prestige-dialog';
import { ProgressBar } from '../../../ui/progress-bar';

const levelName = (level: number) =>
  LOYALTY_LEVELS.find((entry) => entry.level === level)?.name ?? '';

/** The customer's level: points, the way to the next level, the discount and prestige. */
export function LevelCard({ level, prestige }: { level: LevelState; prestige: PrestigeState }) {
  const { t } = useLoyaltyT();
  const format = useLoyaltyFormat();
  const [confirming, setConfirming] = useState(false);
  const nextName = level.next === null ? null : levelName(level.next);

  return (
    <Card
      title={t('level.title')}
      aside={
        prestige.current > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
            <Crown aria-hidden="true" className="size-3.5" />
            {t('level.prestigeBadge', { count: prestige.current })}
          </span>
        ) : null
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-600 text-2xl font-extrabold text-white dark:bg-brand-500 dark:text-slate-950"
          >
            {level.current}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500 dark:text-slate-400">
              {t('level.levelOf', { level: level.current })}
            </p>
            <p className="text-xl font-extrabold text-slate-900 dark:text-white">{level.name}</p>
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              {t('level.xp', { xp: format.count(level.xp) })}
            </p>
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <ProgressBar
            percent={level.percent}
            label={t('level.progress')}
            valueText={
              level.nextXp === null
                ? t('level.maxLevel')
                : t('level.xpOf', { xp: format.count(level.xp), next: format.count(level.nextXp) })
            }
          />
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {level.nextXp === null || nextName === null ? (
              <span>{t('level.maxLevel')}</span>
            ) : (
              <>
                <span>
                  {t('level.toNext', {
                    left: format.count(Math.max(0, level.nextXp - level.xp)),
                    name: nextName,
                  })}
                </span>
                <span>{t('level.nextAt', { name: nextName, xp: format.count(level.nextXp) })}</span>
              </>
            )}
          </div>
        </div>

        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-500 dark:text-slate-400">
              <Percent aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {t('level.discount')}
            </dt>
            <dd className="mt-1 pl-7 text-sm font-semibold text-slate-900 dark:text-white">
              {level.discountPercent > 0
                ? t('level.discountValue', { percent: level.discountPercent })
                : t('level.noDiscount')}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-500 dark:text-slate-400">
              <Sparkles aria-hidden="true" className="size-5 shrink-0 text-amber-500" />
              {t('level.prestige')}
            </dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2 pl-7 text-sm font-semibold text-slate-900 dark:text-white">
              {t('level.prestigeValue', { current: prestige.current, max: prestige.max })}
              {prestige.available ? (
                <Button
                  size="sm"
                  onClick={() => {
                    setConfirming(true);
                  }}
                >
                  {t('level.prestigeAction')}
                </Button>
              ) : null}
              {!prestige.available && prestige.current < prestige.max ? (
                <span className="block w-full text-xs font-normal text-slate-500 dark:text-slate-400">
                  {t('level.prestigeHint')}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      </div>
      {confirming ? (
        <PrestigeDialog
          level={level}
          prestige={prestige}
          onClose={() => {
            setConfirming(false);
          }}
        />
      ) : null}
    </Card>
  );
}
