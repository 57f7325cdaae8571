import type { AdminPayoutView } from '@store/shared/schemas/referrals';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { Tabs } from '../../../ui/tabs';
import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminT } from '../hooks/use-admin-t';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { formatPayoutAmount } from './payout-amount';
import { PayoutDecisionDialog } from './payout-decision-dialog';
import { PayoutEntriesDialog } from './payout-entries-dialog';
import { usePayouts, type PayoutDecision, type StaffPayout } from './payouts-api';

const VIEWS = ['open', 'settled'] as const satisfies readonly AdminPayoutView[];

/**
 * /admin/referral-payouts: finance pays or rejects the open referral payout requests, looks
 * through the settled ones, and opens any payout's ledger entries.
 */
export function PayoutsPage() {
  const { t } = useAdminT();
  const [view, setView] = useState<AdminPayoutView>('open');
  const [pages, setPages] = useState<Record<AdminPayoutView, number>>({ open: 1, settled: 1 });
  const [deciding, setDeciding] = useState<{ payout: StaffPayout; decision: PayoutDecision }>();
  const [showing, setShowing] = useState<StaffPayout>();
  const [done, setDone] = useState<string>();

  return (
    <>
      <AdminPageHeader title={t('payouts.title')} intro={t('payouts.intro')} />
      <div className="flex flex-col gap-4">
        {done ? <Alert tone="success">{done}</Alert> : null}
        <Tabs
          label={t('payouts.views')}
          tabs={VIEWS.map((id) => ({ id, label: t(`payouts.${id}`) }))}
          selected={view}
          onSelect={setView}
        >
          <PayoutsList
            view={view}
            page={pages[view]}
            onPage={(page) => {
              setPages((current) => ({ ...current, [view]: page }));
            }}
            onDecide={(payout, decision) => {
              setDone(undefined);
              setDeciding({ payout, decision });
            }}
            onShowEntries={setShowing}
          />
        </Tabs>
      </div>
      {deciding ? (
        <PayoutDecisionDialog
          payout={deciding.payout}
          decision={deciding.decision}
          amount={formatPayoutAmount(deciding.payout)}
          onClose={() => {
            setDeciding(undefined);
          }}
          onDone={(message) => {
            setDeciding(undefined);
            setDone(message);
          }}
        />
      ) : null}
      {showing ? (
        <PayoutEntriesDialog
          payout={showing}
          onClose={() => {
            setShowing(undefined);
          }}
        />
      ) : null}
    </>
  );
}

interface PayoutsListProps {
  view: AdminPayoutView;
  page: number;
  onPage: (page: number) => void;
  onDecide: (payout: StaffPayout, decision: PayoutDecision) => void;
  onShowEntries: (payout: StaffPayout) => void;
}

/** One page of open or settled payouts, with its loading, error and empty states. */
function PayoutsList({ view, page, onPage, onDecide, onShowEntries }: PayoutsListProps) {
  const { t } = useAdminT();
  const formatDateTime = useFormatDateTime();
  const errorText = useStaffErrorText();
  const payouts = usePayouts(view, page);
  const open = view === 'open';

  if (payouts.isPending) {
    return <StatePanel variant="loading" title={t('payouts.loading')} />;
  }
  if (payouts.isError) {
    return (
      <LoadErrorPanel
        title={t('payouts.loadError')}
        description={errorText(payouts.error)}
        onRetry={() => void payouts.refetch()}
      />
    );
  }
  const { payouts: list, pages } = payouts.data;
  if (list.length === 0) {
    return (
      <StatePanel
        icon={HandCoins}
        role="status"
        title={open ? t('payouts.empty') : t('payouts.settledEmpty')}
      />
    );
  }

  const cell = 'px-4 py-3';
  const head = 'px-4 py-3 font-semibold';
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table
          aria-label={open ? t('payouts.table') : t('payouts.settledTable')}
          className="w-full min-w-[44rem] text-left text-sm"
        >
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className={head}>
                {t('payouts.referrer')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('payouts.amount')}
              </th>
              <th scope="col" className={head}>
                {t('payouts.requested')}
              </th>
              {open ? null : (
                <th scope="col" className={head}>
                  {t('payouts.outcome')}
                </th>
              )}
              <th scope="col" className={`${head} text-right`}>
                {t('payouts.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((payout) => {
              const amount = formatPayoutAmount(payout);
              const words = { amount, email: payout.email };
              const settledAt = payout.paidAt ?? payout.rejectedAt;
              return (
                <tr key={payout._id}>
                  <td className={`${cell} break-all`}>{payout.email}</td>
                  <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                    {amount}
                  </td>
                  <td className={`${cell} whitespace-nowrap text-slate-600 dark:text-slate-400`}>
                    <time dateTime={payout.requestedAt}>{formatDateTime(payout.requestedAt)}</time>
                  </td>
                  {open ? null : (
                    <td className={`${cell} whitespace-nowrap`}>
                      <span className="font-medium">
                        {payout.status === 'paid'
                          ? t('payouts.statusPaid')
                          : t('payouts.statusRejected')}
                      </span>
                      {settledAt ? (
                        <>
                          {' · '}
                          <time dateTime={settledAt} className="text-slate-600 dark:text-slate-400">
                            {formatDateTime(settledAt)}
                          </time>
                        </>
                      ) : null}
                    </td>
                  )}
                  <td className={cell}>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('payouts.entriesLabel', words)}
                        onClick={() => {
                          onShowEntries(payout);
                        }}
                      >
                        {t('payouts.entries')}
                      </Button>
                      {open ? (
                        <>
                          <Button
                            size="sm"
                            aria-label={t('payouts.payLabel', words)}
                            onClick={() => {
                              onDecide(payout, 'pay');
                            }}
                          >
                            {t('payouts.pay')}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('payouts.rejectLabel', words)}
                            onClick={() => {
                              onDecide(payout, 'reject');
                            }}
                          >
                            {t('payouts.reject')}
                          </Button>
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('payouts.pages')}
        page={page}
        pages={pages}
        onPage={onPage}
        previousText={t('payouts.previous')}
        nextText={t('payouts.next')}
        pageText={t('payouts.page', { page, pages })}
      />
    </div>
  );
}
