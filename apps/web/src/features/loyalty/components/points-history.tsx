import { ACHIEVEMENT_IDS } from '@store/shared/rules/loyalty';
import type { PointsEntry } from '@store/shared/schemas/loyalty';
import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { usePoints } from '../api/get-points';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { useLoyaltyT, type LoyaltyT } from '../hooks/use-loyalty-t';

const PAGE_PARAM = 'pointsPage';

/** What an entry was for, in words: the order, or the achievement's or quest's name. */
function referenceText(
  entry: PointsEntry,
  t: LoyaltyT,
  hasText: (key: string) => boolean,
): string | null {
  const { reference } = entry;
  if (reference === null) return null;
  if (entry.kind === 'order' || entry.kind === 'orderRefund')
    return t('points.order', { id: reference });
  const achievement = ACHIEVEMENT_IDS.find((id) => id === reference);
  if (achievement) return t(`achievements.items.${achievement}.title`);
  if (entry.kind === 'quest' && hasText(`loyalty.quests.items.${reference}.title`)) {
    return t(`quests.items.${reference}.title`);
  }
  return reference;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Every change to the customer's points, newest first, a page at a time. */
export function PointsHistory() {
  const { t, i18n } = useLoyaltyT();
  const format = useLoyaltyFormat();
  const hasText = (key: string) => i18n.exists(key, { ns: 'loyalty' });
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get(PAGE_PARAM));
  const points = usePoints(page);

  const goTo = (target: number) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (target === 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(target));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  let body;
  if (points.isError && !points.data) {
    body = (
      <StatePanel variant="error" title={t('points.loadError')}>
        <Button onClick={() => void points.refetch()}>{t('retry')}</Button>
      </StatePanel>
    );
  } else if (!points.data) {
    body = (
      <div className="flex flex-col gap-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (points.data.entries.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('points.empty')}</p>;
  } else {
    const { entries, pages } = points.data;
    body = (
      <div className="flex flex-col gap-4">
        <ul
          aria-busy={points.isPlaceholderData || undefined}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {entries.map((entry) => {
            const about = referenceText(entry, t, hasText);
            return (
              <li key={entry._id} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900 dark:text-white">
                    {t(`points.kinds.${entry.kind}`)}
                  </p>
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                    {format.date(entry.createdAt, true)}
                    {about ? ` · ${about}` : ''}
                  </p>
                </div>
                <p
                  className={clsx(
                    'shrink-0 text-sm font-bold tabular-nums',
                    entry.xp < 0
                      ? 'text-rose-700 dark:text-rose-300'
                      : 'text-emerald-700 dark:text-emerald-300',
                  )}
                >
                  {t('points.amount', {
                    sign: entry.xp > 0 ? '+' : entry.xp < 0 ? '−' : '',
                    xp: format.count(Math.abs(entry.xp)),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
        <Pager
          label={t('points.pagination')}
          page={page}
          pages={pages}
          onPage={goTo}
          previousText={t('points.previous')}
          nextText={t('points.next')}
          pageText={t('points.pageOf', { page, pages })}
        />
      </div>
    );
  }

  return (
    <Card
      title={t('points.title')}
      description={t('points.intro')}
      aside={
        points.data ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-1 text-xs font-bold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
            {t('points.total', { xp: format.count(points.data.xp) })}
          </span>
        ) : null
      }
    >
      {body}
    </Card>
  );
}
