import { Dialog } from '../../../ui/dialog';
import { StatePanel } from '../../../ui/state-panel';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
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

  return (
    <Dialog
      size="lg"
      title={t('payouts.entriesTitle')}
      description={t('payouts.entriesIntro', words)}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <QueryStates
        query={detail}
        loadingTitle={t('payouts.entriesLoading')}
        errorTitle={t('payouts.entriesLoadError')}
        errorText={errorText}
        isEmpty={(data) => data.entries.length === 0}
        empty={<StatePanel role="status" title={t('payouts.entriesEmpty')} />}
      >
        {(data) => (
          <AdminTable
            look="inset"
            label={t('payouts.entriesTable')}
            minWidth="min-w-[32rem]"
            columns={[
              { label: t('payouts.movement') },
              { label: t('payouts.account') },
              { label: t('payouts.amount'), align: 'end' },
              { label: t('payouts.at') },
            ]}
          >
            {data.entries.map((entry, index) => (
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
          </AdminTable>
        )}
      </QueryStates>
    </Dialog>
  );
}
