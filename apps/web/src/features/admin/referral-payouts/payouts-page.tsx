import type { AdminPayoutView } from '@store/shared/schemas/referrals';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { Tabs } from '../../../ui/tabs';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
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
  const errorText = useStaffErrorText();
  const payouts = usePayouts(view, page);
  const open = view === 'open';

  return (
    <QueryStates
      query={payouts}
      loadingTitle={t('payouts.loading')}
      errorTitle={t('payouts.loadError')}
      errorText={errorText}
      isEmpty={(data) => data.payouts.length === 0}
      empty={
        <StatePanel
          icon={HandCoins}
          role="status"
          title={open ? t('payouts.empty') : t('payouts.settledEmpty')}
        />
      }
    >
      {({ payouts: list, pages }) => (
        <AdminTable
          label={open ? t('payouts.table') : t('payouts.settledTable')}
          minWidth="min-w-[44rem]"
          columns={[
            { label: t('payouts.referrer') },
            { label: t('payouts.amount'), align: 'end' },
            { label: t('payouts.requested') },
            ...(open ? [] : [{ label: t('payouts.outcome') }]),
            { label: t('payouts.actions'), align: 'end' },
          ]}
          pager={
            <Pager
              label={t('payouts.pages')}
              page={page}
              pages={pages}
              onPage={onPage}
              previousText={t('payouts.previous')}
              nextText={t('payouts.next')}
              pageText={t('payouts.page', { page, pages })}
            />
          }
        >
          {list.map((payout) => (
            <PayoutRow
              key={payout._id}
              payout={payout}
              open={open}
              onDecide={onDecide}
              onShowEntries={onShowEntries}
            />
          ))}
        </AdminTable>
      )}
    </QueryStates>
  );
}

interface PayoutRowProps {
  payout: StaffPayout;
  open: boolean;
  onDecide: (payout: StaffPayout, decision: PayoutDecision) => void;
  onShowEntries: (payout: StaffPayout) => void;
}

/** One payout: referrer, amount, when asked, the outcome once settled, and its buttons. */
function PayoutRow({ payout, open, onDecide, onShowEntries }: PayoutRowProps) {
  const { t } = useAdminT();
  const formatDateTime = useFormatDateTime();
  const amount = formatPayoutAmount(payout);
  const words = { amount, email: payout.email };
  const settledAt = payout.paidAt ?? payout.rejectedAt;
  const cell = 'px-4 py-3';
  return (
    <tr>
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
            {payout.status === 'paid' ? t('payouts.statusPaid') : t('payouts.statusRejected')}
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
}
