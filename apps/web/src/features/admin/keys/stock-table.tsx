import { PackageSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useStockList, type StockFilter } from './keys-api';
import { entryLabel } from './entry-label';
import { ThresholdForm } from './threshold-form';
import { useKeysT } from './use-keys-t';

const SEARCH_PAUSE_MS = 300;

interface StockTableProps {
  filter: StockFilter;
  onFilter: (changes: Record<string, string | undefined>) => void;
  onOpen: (entryId: number) => void;
}

/** The stock per platform entry: search, a low-only filter, thresholds edited in place. */
export function StockTable({ filter, onFilter, onOpen }: StockTableProps) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const stock = useStockList(filter);
  const [search, setSearch] = useState(filter.q);
  useEffect(() => {
    if (search === filter.q) return undefined;
    const timer = setTimeout(() => {
      onFilter({ q: search, page: undefined });
    }, SEARCH_PAUSE_MS);
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
      {stock.isPending ? (
        <StatePanel variant="loading" title={t('loading')} />
      ) : stock.isError ? (
        <LoadErrorPanel
          title={t('loadError')}
          description={errorText(stock.error)}
          onRetry={() => void stock.refetch()}
        />
      ) : stock.data.entries.length === 0 ? (
        <StatePanel icon={PackageSearch} role="status" title={t('empty')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table aria-label={t('table')} className="w-full min-w-[56rem] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('product')}
                  </th>
                  {(['available', 'reserved', 'sold', 'voided'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-3 text-right font-semibold">
                      {t(column)}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('threshold')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    <span className="sr-only">{t('manage')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {stock.data.entries.map((entry) => (
                  <tr key={entry.entryId}>
                    <td className="px-4 py-3">
                      <div className="font-semibold text-slate-900 dark:text-white">
                        {entry.title}
                      </div>
                      <div className="text-xs text-slate-600 dark:text-slate-400">
                        {entryLabel(entry)}
                      </div>
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">
                      <span className="inline-flex items-center gap-2">
                        {entry.low ? (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-500/20 dark:text-amber-300">
                            {t('low')}
                          </span>
                        ) : null}
                        {entry.available}
                      </span>
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">{entry.reserved}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{entry.sold}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{entry.voided}</td>
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
                          onOpen(entry.entryId);
                        }}
                      >
                        {t('manage')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('pages')}
            page={stock.data.page}
            pages={Math.ceil(stock.data.total / stock.data.pageSize)}
            onPage={(page) => {
              onFilter({ page: String(page) });
            }}
            previousText={t('previous')}
            nextText={t('next')}
            pageText={t('pageOf', {
              page: stock.data.page,
              pages: Math.ceil(stock.data.total / stock.data.pageSize),
            })}
          />
        </>
      )}
    </div>
  );
}
