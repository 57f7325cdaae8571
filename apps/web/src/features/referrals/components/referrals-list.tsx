import type { TrackedReferral } from '@store/shared/schemas/referrals';
import { Users } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useReferrals } from '../api/get-referrals';
import { useReferralsFormat } from '../hooks/use-referrals-format';
import { useReferralsT } from '../hooks/use-referrals-t';
import { Pager, usePageParam } from './pager';
import { StatusBadge, type BadgeTone } from './status-badge';

const STATUS_TONES: Record<TrackedReferral['status'], BadgeTone> = {
  registered: 'neutral',
  buyer: 'good',
  ended: 'neutral',
};

/** The friends who joined with the customer's code, newest first, a page at a time. */
export function ReferralsList({ link }: { link: string }) {
  const { t } = useReferralsT();
  const format = useReferralsFormat();
  const [page, goTo] = usePageParam('referralsPage');
  const referrals = useReferrals(page);

  let body;
  if (referrals.isError && !referrals.data) {
    body = (
      <StatePanel variant="error" title={t('referrals.loadError')}>
        <Button pending={referrals.isFetching} onClick={() => void referrals.refetch()}>
          {t('retry')}
        </Button>
      </StatePanel>
    );
  } else if (!referrals.data) {
    body = <ListSkeleton />;
  } else if (referrals.data.referrals.length === 0 && referrals.data.total === 0) {
    body = (
      <StatePanel icon={Users} title={t('referrals.empty')} description={t('referrals.emptyHint')}>
        <p className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">{link}</p>
      </StatePanel>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <ul
          aria-busy={referrals.isPlaceholderData || undefined}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {referrals.data.referrals.map((referral) => (
            <li
              key={referral._id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {referral.email}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t('referrals.joined', { date: format.date(referral.joinedAt) })}
                  {referral.status === 'ended'
                    ? null
                    : ` · ${t('referrals.windowEnds', { date: format.date(referral.windowEndsAt) })}`}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3 sm:justify-end">
                {referral.earned.length > 0 ? (
                  <p className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
                    <span className="sr-only">{t('referrals.earned')}: </span>
                    {referral.earned
                      .map((entry) => format.money(entry.amount, entry.currency))
                      .join(' · ')}
                  </p>
                ) : (
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {t('referrals.nothingEarned')}
                  </p>
                )}
                <StatusBadge tone={STATUS_TONES[referral.status]}>
                  {t(`referrals.status.${referral.status}`)}
                </StatusBadge>
              </div>
            </li>
          ))}
        </ul>
        <Pager
          label={t('referrals.pagination')}
          page={page}
          pages={referrals.data.pages}
          onPage={goTo}
        />
      </div>
    );
  }

  return (
    <Card title={t('referrals.title')} description={t('referrals.intro')}>
      {body}
    </Card>
  );
}

/** Rows shaped like the list while it loads. */
export function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}
