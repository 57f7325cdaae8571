import type { ReferralEarning } from '@store/shared/schemas/referrals';
import clsx from 'clsx';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useReferralEarnings } from '../api/get-referral-earnings';
import { useReferralsFormat } from '../hooks/use-referrals-format';
import { useReferralsT } from '../hooks/use-referrals-t';
import { StatePanel } from '../../../ui/state-panel';
import { Pager, usePageParam } from './pager';
import { ListSkeleton } from './referrals-list';
import { StatusBadge, type BadgeTone } from './status-badge';

const STATUS_TONES: Record<ReferralEarning['status'], BadgeTone> = {
  pending: 'pending',
  unpaid: 'good',
  requested: 'brand',
  paid: 'good',
  cancelled: 'bad',
  reversed: 'bad',
};

/** Each delivered order's share, newest first, a page at a time. */
export function EarningsList() {
  const { t } = useReferralsT();
  const format = useReferralsFormat();
  const [page, goTo] = usePageParam('earningsPage');
  const earnings = useReferralEarnings(page);

  let body;
  if (earnings.isError && !earnings.data) {
    body = (
      <StatePanel variant="error" title={t('earnings.loadError')}>
        <Button pending={earnings.isFetching} onClick={() => void earnings.refetch()}>
          {t('retry')}
        </Button>
      </StatePanel>
    );
  } else if (!earnings.data) {
    body = <ListSkeleton />;
  } else if (earnings.data.earnings.length === 0 && earnings.data.total === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('earnings.empty')}</p>;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <ul
          aria-busy={earnings.isPlaceholderData || undefined}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {earnings.data.earnings.map((earning) => {
            const takenBack = earning.status === 'cancelled' || earning.status === 'reversed';
            return (
              <li
                key={earning._id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
                    {earning.email}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {format.date(earning.earnedAt)} ·{' '}
                    {t('earnings.share', {
                      percent: format.percent(earning.percentBp),
                      net: format.money(earning.netAmount, earning.currency),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 sm:justify-end">
                  <p
                    className={clsx(
                      'text-sm font-bold tabular-nums',
                      takenBack
                        ? 'text-slate-500 line-through dark:text-slate-400'
                        : 'text-slate-900 dark:text-white',
                    )}
                  >
                    {format.money(earning.amount, earning.currency)}
                  </p>
                  <StatusBadge tone={STATUS_TONES[earning.status]}>
                    {earning.status === 'pending'
                      ? t('earnings.pendingUntil', { date: format.date(earning.maturesAt) })
                      : t(`earnings.status.${earning.status}`)}
                  </StatusBadge>
                </div>
              </li>
            );
          })}
        </ul>
        <Pager
          label={t('earnings.pagination')}
          page={page}
          pages={earnings.data.pages}
          onPage={goTo}
        />
      </div>
    );
  }

  return (
    <Card title={t('earnings.title')} description={t('earnings.intro')}>
      {body}
    </Card>
  );
}
