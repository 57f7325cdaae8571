import { Search, Users } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import type { CustomerListEntry } from '@store/shared/schemas/admin-customers';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { CustomerDetail } from './customer-detail';
import { CustomerStatusBadges } from './customer-status';
import { useCustomerSearch } from './customers-api';
import { useCustomersT } from './use-customers-t';

const MAX_QUERY = 200;

/** /admin/customers: the lookup, and /admin/customers/:id a customer's page. */
export function CustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomerSearch />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}

/** The name a list shows for a customer: their name, else their e-mail, else their number. */
export function customerLabel(
  entry: Pick<CustomerListEntry, '_id' | 'personal'>,
  fallback: string,
) {
  const name = [entry.personal.firstName, entry.personal.lastName].filter(Boolean).join(' ');
  return name || entry.personal.email || fallback;
}

function CustomerSearch() {
  const { t } = useCustomersT();
  const errorText = useStaffErrorText();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [draft, setDraft] = useState(q);
  const search = useCustomerSearch(q, page);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <>
      <AdminPageHeader title={t('title')} intro={t('intro')} />
      <form
        role="search"
        onSubmit={submit}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="flex-1"
          label={t('searchLabel')}
          type="search"
          value={draft}
          maxLength={MAX_QUERY}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('search')}
        </Button>
      </form>
      <QueryStates
        query={search}
        loadingTitle={t('loading')}
        errorTitle={t('loadError')}
        errorText={errorText}
        isEmpty={(data) => data.customers.length === 0}
        empty={<StatePanel icon={Users} role="status" title={t('empty')} />}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <ul
              aria-label={t('table')}
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            >
              {data.customers.map((customer) => (
                <CustomerRow key={customer._id} customer={customer} />
              ))}
            </ul>
            <Pager
              label={t('pager.label')}
              page={data.page}
              pages={data.pages}
              onPage={(next) => {
                setParams(q ? { q, page: String(next) } : { page: String(next) });
              }}
              previousText={t('pager.previous')}
              nextText={t('pager.next')}
              pageText={t('pager.page', { page: data.page, pages: data.pages })}
            />
          </div>
        )}
      </QueryStates>
    </>
  );
}

/** A customer found: the name to open them by, number and e-mail, status and since when. */
function CustomerRow({ customer }: { customer: CustomerListEntry }) {
  const { t } = useCustomersT();
  const formatDateTime = useFormatDateTime();
  const label = customerLabel(customer, `#${customer._id}`);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={customer._id}
          aria-label={t('open', { name: label })}
          className="font-semibold break-all text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
        >
          {label}
        </Link>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">
          #{customer._id}
          {customer.personal.email !== undefined && label !== customer.personal.email
            ? ` · ${customer.personal.email}`
            : ''}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <CustomerStatusBadges status={customer.status} />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('columns.since')}{' '}
          <time dateTime={customer.createdAt}>{formatDateTime(customer.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
