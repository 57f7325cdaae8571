import { PackageSearch } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { pageCount, useStockList, type StockFilter } from './keys-api';
import { entryLabel } from './entry-label';
import { ThresholdForm } from './threshold-form';
import { useKeysT } from './use-keys-t';

const SEARCH_PAUSE_MS = 300;
const COUNT_COLUMNS = ['available', 'reserved', 'sold', 'voided'] as const;

interface StockTableProps {
  filter: StockFilter;
  onFilter: (changes: Record<string, string | undefined>) => void;
  /** Opens an entry; `q` is the search as typed, which a pending search pause has not yet written. */
  onOpen: (entryId: number, q: string) => void;
}

/** The stock per platform entry: search, a low-only filter, thresholds edited in place. */
export function StockTable({ filter, onFilter, onOpen }: StockTableProps) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const stock = useStockList(filter);
  const [search, setSearch] = useState(filter.q);
  // The pending search write, cancelled when an entry opens: written after the opening, it
  // would replace the URL that opened the entry.
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (search === filter.q) return undefined;
    const timer = setTimeout(() => {
      onFilter({ q: search, page: undefined });
    }, SEARCH_PAUSE_MS);
    pendingSearch.current = timer;
    return () => {
      clearTimeout(timer);
    };
  }, [search, filter.q, onFilter]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          type="search"
          label={t('search')}
          value={search}
          className="sm:w-80"
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:h-11 dark:text-slate-200">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={filter.lowOnly}
            onChange={(event) => {
              onFilter({ lowOnly: event.target.checked ? 'true' : undefined, page: undefined });
            }}
          />
          {t('lowOnly')}
        </label>
      </div>
      <QueryStates
        query={stock}
        loadingTitle={t('loading')}
        errorTitle={t('loadError')}
        errorText={errorText}
        isEmpty={(data) => data.entries.length === 0}
        empty={<StatePanel icon={PackageSearch} role="status" title={t('empty')} />}
      >
        {(data) => (
          <AdminTable
            label={t('table')}
            minWidth="min-w-[56rem]"
            columns={[
              { label: t('product') },
              ...COUNT_COLUMNS.map((column) => ({ label: t(column), align: 'end' as const })),
              { label: t('threshold') },
              { label: t('manage'), align: 'end', srOnly: true },
            ]}
            pager={
              <Pager
                label={t('pages')}
                page={data.page}
                pages={pageCount(data)}
                onPage={(page) => {
                  onFilter({ page: String(page) });
                }}
                previousText={t('previous')}
                nextText={t('next')}
                pageText={t('pageOf', { page: data.page, pages: pageCount(data) })}
              />
            }
          >
            {data.entries.map((entry) => (
              <tr key={entry.entryId}>
                <td className="px-4 py-3">
                  <div className="font-semibold text-slate-900 dark:text-white">{entry.title}</div>
                  <div className="text-xs text-slate-600 dark:text-slate-400">
                    {entryLabel(entry)}
                  </div>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  <span className="inline-flex items-center gap-2">
                    {entry.low ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-500/20 dark:text-amber-300">
                        {t('low')}
                      </span>
                    ) : null}
                    {entry.available}
                  </span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{entry.reserved}</td>
                <td className="px-4 py-3 text-right tabular-nums">{entry.sold}</td>
                <td className="px-4 py-3 text-right tabular-nums">{entry.voided}</td>
                <td className="px-4 py-2">
                  <ThresholdForm entry={entry} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('manageLabel', {
                      title: `${entry.title} (${entryLabel(entry)})`,
                    })}
                    onClick={() => {
                      clearTimeout(pendingSearch.current);
                      onOpen(entry.entryId, search);
                    }}
                  >
                    {t('manage')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryStates>
    </div>
  );
}
