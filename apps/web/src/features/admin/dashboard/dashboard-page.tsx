import { ORDER_STATUSES } from '@store/shared/rules/order-state';
import {
  DASHBOARD_SERIES_DAYS,
  type CurrencySales,
  type DashboardReply,
} from '@store/shared/schemas/admin-dashboard';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { roleAdmits, useStaffMember } from '../admin-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useDashboard } from './dashboard-api';
import { formatAmount } from './format-amount';
import { SalesChart } from './sales-chart';
import { useDashboardT } from './use-dashboard-t';

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function SalesTile({ title, sales }: { title: string; sales: CurrencySales[] }) {
  const { t } = useDashboardT();
  return (
    <Tile title={title}>
      {sales.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('noSales')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sales.map((s) => (
            <li key={s.currency}>
              <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
                {formatAmount(s.netMinor, s.currency)}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('orders', { count: s.orders })}
                {s.refundedMinor > 0
                  ? ` · ${t('refunded', { amount: formatAmount(s.refundedMinor, s.currency) })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
}

const SUPPORT_ROLES = ['support'] as const;

/** Tickets waiting for a person; those who answer them get the way to the inbox. */
function OpenTicketsTile({ count }: { count: number }) {
  const { t } = useDashboardT();
  const member = useStaffMember();
  return (
    <Tile title={t('openTickets')}>
      <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{count}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('openTicketsHint')}</p>
      {roleAdmits(member.role, SUPPORT_ROLES) ? (
        <Link
          to="/admin/support?status=open"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('openTicketsLink')}
        </Link>
      ) : null}
    </Tile>
  );
}

function Figures({ data }: { data: DashboardReply }) {
  const { t } = useDashboardT();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SalesTile title={t('today')} sales={data.today} />
        <SalesTile title={t('month')} sales={data.month} />
        <Tile title={t('reviewQueue')}>
          <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
            {data.reviewQueue}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('reviewQueueHint')}</p>
        </Tile>
        <OpenTicketsTile count={data.openTickets} />
      </div>
      <Tile title={t('chart', { days: DASHBOARD_SERIES_DAYS })}>
        <SalesChart series={data.series} days={DASHBOARD_SERIES_DAYS} />
      </Tile>
      <div className="grid gap-4 lg:grid-cols-2">
        <Tile title={t('byStatus')}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {ORDER_STATUSES.map((status) => (
              <div key={status} className="flex justify-between gap-2">
                <dt className="text-slate-600 dark:text-slate-400">{t(`status.${status}`)}</dt>
                <dd className="font-semibold tabular-nums">{data.ordersByStatus[status]}</dd>
              </div>
            ))}
          </dl>
        </Tile>
        <Tile title={t('lowStock')}>
          {data.lowStock.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('lowStockEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {data.lowStock.map((entry) => (
                <li key={entry.productPlatformId} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">
                    {entry.productName}{' '}
                    <span className="text-slate-500 dark:text-slate-400">{entry.platform}</span>
                  </span>
                  <span className="shrink-0 text-amber-700 tabular-nums dark:text-amber-300">
                    {t('lowStockEntry', { available: entry.available, threshold: entry.threshold })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Tile>
      </div>
    </div>
  );
}

/** /admin/dashboard: sales, orders per status, the review queue and low stock, for every role. */
export function DashboardPage() {
  const { t } = useDashboardT();
  const errorText = useStaffErrorText();
  const dashboard = useDashboard();
  return (
    <>
      <AdminPageHeader
        title={t('title')}
        intro={t('intro', { zone: dashboard.data?.timeZone ?? 'UTC' })}
        actions={
          <Button
            variant="secondary"
            pending={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('refresh')}
          </Button>
        }
      />
      {dashboard.isPending ? (
        <StatePanel variant="loading" title={t('loading')} />
      ) : dashboard.isError ? (
        <LoadErrorPanel
          title={t('loadError')}
          description={errorText(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Figures data={dashboard.data} />
      )}
    </>
  );
}
