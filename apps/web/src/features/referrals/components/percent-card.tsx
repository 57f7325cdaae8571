import type { ReferralProfile } from '@store/shared/schemas/referrals';
import { Card } from '../../../ui/card';
import { useReferralsFormat } from '../hooks/use-referrals-format';
import { useReferralsT } from '../hooks/use-referrals-t';

/** The share the next referred order earns, and the booster that makes it up. */
export function PercentCard({
  percentBp,
  booster,
  maxPercentBp,
}: {
  percentBp: number;
  booster: ReferralProfile['booster'];
  maxPercentBp: number;
}) {
  const { t } = useReferralsT();
  const format = useReferralsFormat();
  const rows = [
    { label: t('percent.base'), value: format.percent(booster.baseBp) },
    {
      label: t('percent.levelBoost', { level: booster.level }),
      value: format.boost(booster.levelBoostBp),
    },
    { label: t('percent.milestoneBoost'), value: format.boost(booster.milestoneBoostBp) },
    { label: t('percent.cap'), value: format.percent(maxPercentBp) },
  ];
  return (
    <Card title={t('percent.title')} description={t('percent.intro')}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-700 tabular-nums dark:text-brand-300">
          {format.percent(percentBp)}
        </span>
        <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          {t('percent.perOrder')}
        </span>
      </p>
      <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t('percent.booster')}</p>
    </Card>
  );
}
