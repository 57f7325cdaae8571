import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
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
      <QueryStates
        query={result}
        loadingTitle={t('orders.loading')}
        errorTitle={t('orders.loadError')}
        errorText={errorText}
        isEmpty={(data) => data.orders.length === 0}
        empty={<StatePanel icon={Search} role="status" title={t('orders.empty')} />}
      >
        {(data) => (
          <AdminTable
            label={t('orders.table')}
            minWidth="min-w-[48rem]"
            columns={[
              { label: t('orders.order') },
              { label: t('orders.date') },
              { label: t('orders.customer') },
              { label: t('orders.status') },
              { label: t('orders.total'), align: 'end' },
              { label: t('orders.invoice') },
            ]}
            pager={
              <Pager
                label={t('orders.pages')}
                page={data.page}
                pages={data.pages}
                onPage={(next) => {
                  go({ q, page: next });
                }}
                previousText={t('orders.previous')}
                nextText={t('orders.next')}
                pageText={t('orders.page', { page: data.page, pages: data.pages })}
              />
            }
          >
            {data.orders.map((order) => (
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
          </AdminTable>
        )}
      </QueryStates>
    </>
  );
}
