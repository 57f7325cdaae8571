import { Download, History, Search } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
import { useAdminT } from '../hooks/use-admin-t';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { auditExportUrl, useAuditLog } from './audit-api';
import { AuditChange } from './audit-change';

const MAX_QUERY = 100;

/** Reads `?q=&page=` as the server accepts them. */
function readSearch(params: URLSearchParams): { q: string; page: number } {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const page = Number(params.get('page'));
  return { q, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** /admin/audit: the audit log, searchable, newest first, a page at a time (admins). */
export function AuditPage() {
  const { t } = useAdminT();
  const formatDateTime = useFormatDateTime();
  const errorText = useStaffErrorText();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [draft, setDraft] = useState(search.q);
  const [shownQ, setShownQ] = useState(search.q);
  // Back and forward change the search in the URL: the box follows.
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setDraft(search.q);
  }
  const log = useAuditLog(search);

  const go = (next: { q: string; page: number }) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <>
      <AdminPageHeader
        title={t('audit.title')}
        intro={t('audit.intro')}
        actions={
          <a
            href={auditExportUrl(search.q)}
            download
            title={t('audit.exportLabel')}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('audit.export')}
          </a>
        }
      />
      <form
        role="search"
        onSubmit={handleSubmit}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="flex-1"
          label={t('audit.search')}
          hint={t('audit.searchHint')}
          type="search"
          name="q"
          maxLength={MAX_QUERY}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
        />
        <div className="flex gap-2 sm:mb-6">
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t('audit.searchSubmit')}
          </Button>
          {search.q ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft('');
                go({ q: '', page: 1 });
              }}
            >
              {t('audit.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      <QueryStates
        query={log}
        loadingTitle={t('audit.loading')}
        errorTitle={t('audit.loadError')}
        errorText={errorText}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <StatePanel
            icon={History}
            role="status"
            title={search.q ? t('audit.noResults', { q: search.q }) : t('audit.empty')}
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t('audit.total', { count: data.total })}
            </p>
            <AdminTable
              label={t('audit.table')}
              minWidth="min-w-[48rem]"
              busy={log.isPlaceholderData}
              columns={[
                { label: t('audit.when') },
                { label: t('audit.who') },
                { label: t('audit.what') },
                { label: t('audit.target') },
                { label: t('audit.change') },
              ]}
              pager={
                <Pager
                  label={t('audit.pages')}
                  page={data.page}
                  pages={data.pages}
                  onPage={(page) => {
                    go({ q: search.q, page });
                  }}
                  previousText={t('audit.previous')}
                  nextText={t('audit.next')}
                  pageText={t('audit.page', { page: data.page, pages: data.pages })}
                />
              }
            >
              {data.entries.map((entry) => (
                // Long changes run over several lines: every cell starts at the top.
                <tr key={entry._id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className="px-4 py-3 break-all">{entry.staffEmail}</td>
                  <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
                  <td className="px-4 py-3">
                    <span className="text-slate-600 dark:text-slate-400">{entry.targetType}</span>{' '}
                    <span className="font-mono text-xs break-all">{entry.targetId}</span>
                  </td>
                  <td className="px-4 py-3">
                    <AuditChange before={entry.before} after={entry.after} none={t('audit.none')} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        )}
      </QueryStates>
    </>
  );
}
