import type { ReferralPayout } from '@store/shared/schemas/referrals';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatePanel } from '../../../ui/state-panel';
import { useReferralPayouts } from '../api/get-referral-payouts';
import { useReferralsFormat } from '../hooks/use-referrals-format';
import { useReferralsT } from '../hooks/use-referrals-t';
import { ListSkeleton } from './referrals-list';
import { StatusBadge, type BadgeTone } from './status-badge';

const STATUS_TONES: Record<ReferralPayout['status'], BadgeTone> = {
  requested: 'brand',
  paid: 'good',
  rejected: 'bad',
};

/** The customer's payout requests, newest first. */
export function PayoutsList() {
  const { t } = useReferralsT();
  const format = useReferralsFormat();
  const payouts = useReferralPayouts();

  let body;
  if (payouts.isError && !payouts.data) {
    body = (
      <StatePanel variant="error" title={t('payouts.loadError')}>
        <Button pending={payouts.isFetching} onClick={() => void payouts.refetch()}>
          {t('retry')}
        </Button>
      </StatePanel>
    );
  } else if (!payouts.data) {
    body = <ListSkeleton />;
  } else if (payouts.data.payouts.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('payouts.empty')}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {payouts.data.payouts.map((payout) => (
          <li key={payout._id} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-bold text-slate-900 tabular-nums dark:text-white">
                {format.money(payout.amount, payout.currency)}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('payouts.requestedOn', { date: format.date(payout.requestedAt) })}
                {payout.paidAt
                  ? ` · ${t('payouts.paidOn', { date: format.date(payout.paidAt) })}`
                  : null}
              </p>
            </div>
            <StatusBadge tone={STATUS_TONES[payout.status]}>
              {t(`payouts.status.${payout.status}`)}
            </StatusBadge>
          </li>
        ))}
      </ul>
    );
  }

  return <Card title={t('payouts.title')}>{body}</Card>;
}
