import { LOYALTY_LEVELS } from '@store/shared/rules/loyalty';
import type { LoyaltyStats } from '@store/shared/schemas/loyalty';
import { Card } from '../../../ui/card';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { useLoyaltyT, type LoyaltyKey } from '../hooks/use-loyalty-t';

/** The customer's loyalty numbers; money in EUR, whatever currency the orders were in. */
export function StatsCard({
  stats,
  totalAchievements,
}: {
  stats: LoyaltyStats;
  totalAchievements: number;
}) {
  const { t } = useLoyaltyT();
  const format = useLoyaltyFormat();
  const levelName = LOYALTY_LEVELS.find((entry) => entry.level === stats.currentLevel)?.name;

  const items: { key: LoyaltyKey; value: string }[] = [
    {
      key: 'stats.completedAchievements',
      value: `${format.count(stats.completedAchievements)} / ${format.count(totalAchievements)}`,
    },
    { key: 'stats.lifetimeSpend', value: format.money(stats.lifetimeSpend) },
    { key: 'stats.averageOrder', value: format.money(stats.averageOrder) },
    { key: 'stats.highestOrder', value: format.money(stats.highestOrder) },
    { key: 'stats.totalPurchases', value: format.count(stats.totalPurchases) },
    { key: 'stats.itemsPurchased', value: format.count(stats.itemsPurchased) },
    { key: 'stats.purchasesLast60Days', value: format.count(stats.purchasesLast60Days) },
    { key: 'stats.storefrontsConquered', value: format.count(stats.storefrontsConquered) },
    {
      key: 'stats.lastPurchase',
      value: stats.lastPurchaseAt ? format.date(stats.lastPurchaseAt) : t('stats.never'),
    },
    {
      key: 'stats.currentLevel',
      value: levelName ? `${stats.currentLevel} · ${levelName}` : String(stats.currentLevel),
    },
  ];

  return (
    <Card title={t('stats.title')}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {items.map((item) => (
          <div
            key={item.key}
            className="flex flex-col-reverse justify-end gap-1 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
          >
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
              {t(item.key)}
            </dt>
            <dd className="text-lg font-bold break-words text-slate-900 tabular-nums dark:text-white">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
