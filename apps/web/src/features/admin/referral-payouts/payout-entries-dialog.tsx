import { Dialog } from '../../../ui/dialog';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { useAdminT } from '../hooks/use-admin-t';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { formatPayoutAmount } from './payout-amount';
import { usePayoutDetail, type StaffPayout } from './payouts-api';

interface PayoutEntriesDialogProps {
  payout: StaffPayout;
  onClose: () => void;
}

/**
 * The referral ledger rows a payout made: both rows of each movement (asked, then paid or
 * rejected), with the account, the signed amount and the time.
 */
export function PayoutEntriesDialog({ payout, onClose }: PayoutEntriesDialogProps) {
  const { t } = useAdminT();
  const formatDateTime = useFormatDateTime();
  const errorText = useStaffErrorText();
  const detail = usePayoutDetail(payout._id);
  const words = { amount: formatPayoutAmount(payout), email: payout.email };

  let body;
  if (detail.isPending) {
    body = <StatePanel variant="loading" title={t('payouts.entriesLoading')} />;
  } else if (detail.isError) {
    body = (
      <LoadErrorPanel
        title={t('payouts.entriesLoadError')}
        description={errorText(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (detail.data.entries.length === 0) {
    body = <StatePanel role="status" title={t('payouts.entriesEmpty')} />;
  } else {
    body = (
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table
          aria-label={t('payouts.entriesTable')}
          className="w-full min-w-[32rem] text-left text-sm"
        >
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('payouts.movement')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('payouts.account')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('payouts.amount')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('payouts.at')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {detail.data.entries.map((entry, index) => (
              <tr key={`${entry.kind}-${entry.account}-${String(index)}`}>
                <td className="px-3 py-2">{t(`payouts.kinds.${entry.kind}`)}</td>
                <td className="px-3 py-2">{t(`payouts.accounts.${entry.account}`)}</td>
                <td
                  className={
                    entry.amount < 0
                      ? 'px-3 py-2 text-right whitespace-nowrap text-red-700 tabular-nums dark:text-red-400'
                      : 'px-3 py-2 text-right whitespace-nowrap text-emerald-700 tabular-nums dark:text-emerald-400'
                  }
                >
                  {entry.amount > 0 ? '+' : ''}
                  {formatPayoutAmount(entry)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Dialog
      size="lg"
      title={t('payouts.entriesTitle')}
      description={t('payouts.entriesIntro', words)}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {body}
    </Dialog>
  );
}
