import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { formatAmount } from './format-amount';
import { useOrderSearch } from './orders-api';
import { useOrdersErrorText } from './use-orders-error-text';
import { useOrdersT } from './use-orders-t';

/** The order search; `q` and `page` live in the URL. */
export function OrderSearch() {
  const { t } = useOrdersT();
  const errorText = useOrdersErrorText();
  const formatDateTime = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const result = useOrderSearch({ q, page });

  const go = (next: { q: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <AdminPageHeader title={t('orders.title')} intro={t('orders.intro')} />
      <form
        role="search"
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: draft.trim(), page: 1 });
        }}
      >
        <TextField
          className="flex-1"
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          type="search"
          maxLength={254}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('orders.searchButton')}
        </Button>
      </form>
      {result.isPending ? (
        <StatePanel variant="loading" title={t('orders.loading')} />
      ) : result.isError ? (
        <LoadErrorPanel
          title={t('orders.loadError')}
          description={errorText(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : result.data.orders.length === 0 ? (
        <StatePanel icon={Search} role="status" title={t('orders.empty')} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table
              aria-label={t('orders.table')}
              className="w-full min-w-[48rem] text-left text-sm"
            >
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('orders.order')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('orders.date')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('orders.customer')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('orders.status')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('orders.total')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('orders.invoice')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {result.data.orders.map((order) => (
                  <tr key={order.orderId}>
                    <td className="px-4 py-3 font-mono break-all">
                      <Link
                        to={encodeURIComponent(order.orderId)}
                        className="text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {order.orderId}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3 break-all">{order.email}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{t(`status.${order.status}`)}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                      {formatAmount(order.total, order.currency)}
                    </td>
                    <td className="px-4 py-3 font-mono whitespace-nowrap">
                      {order.invoiceNumber ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('orders.pages')}
            page={result.data.page}
            pages={result.data.pages}
            onPage={(next) => {
              go({ q, page: next });
            }}
            previousText={t('orders.previous')}
            nextText={t('orders.next')}
            pageText={t('orders.page', { page: result.data.page, pages: result.data.pages })}
          />
        </div>
      )}
    </>
  );
}
