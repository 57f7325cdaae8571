import type { ProductSummary } from '@store/shared/schemas/products';
import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useNavigationType } from 'react-router';
import { useAnnouncedCurrency } from '../../../lib/use-announced-currency';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { usePlatformsById } from '../../../lib/get-lookup';
import { useCatalogueProducts } from '../api/get-products';
import { useCatalogUrl } from '../hooks/use-catalog-url';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFilterLabels } from '../hooks/use-filter-labels';
import { hasFilters, toProductsQuery } from '../utils/catalog-url';
import { ActiveFilterChips } from './active-filter-chips';
import { CatalogFilterPanel } from './catalog-filter-panel';
import { CatalogResults, type ResultsState } from './catalog-results';
import { SortSelect } from './sort-select';

/** The search is sent once typing pauses this long, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue: the filters beside the results on wide screens and behind a button on
 * phones, the active filters as chips, the sort, and the results page by page. Everything
 * it shows follows from the URL.
 */
export function CatalogPage({
  renderCardAction,
}: {
  /** A control on each card's cover, such as the favourite heart. */
  renderCardAction?: (product: ProductSummary) => ReactNode;
} = {}) {
  const { t, i18n } = useTranslation();
  const url = useCatalogUrl();
  const navigationType = useNavigationType();
  // Typing waits for a pause; clearing the search, Back and Forward apply at once.
  const search = useDebouncedValue(
    url.selection.search,
    SEARCH_DEBOUNCE_MS,
    (value) => value === undefined || navigationType === NavigationType.Pop,
  );
  const selection = useMemo(() => ({ ...url.selection, search }), [url.selection, search]);
  const query = toProductsQuery(selection);
  const products = useCatalogueProducts(query);
  const platforms = usePlatformsById();
  const labels = useFilterLabels();
  const currency = useAnnouncedCurrency();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const heading = labels.heading(selection);
  useDocumentTitle(heading ?? undefined);
  const chips = labels.chips(selection);
  const filtered = hasFilters(selection);
  const panelFilters = chips.filter((chip) => chip.key !== 'search').length;

  let state: ResultsState;
  if (query === null) state = { kind: 'empty' };
  else if (products.isError || platforms.isError) {
    state = {
      kind: 'error',
      retry: () => {
        if (products.isError) void products.refetch();
        if (platforms.isError) void platforms.refetch();
      },
    };
  } else if (!products.data || !platforms.data) state = { kind: 'loading' };
  else {
    state = {
      kind: 'list',
      list: products.data,
      platforms: platforms.data,
      stale: products.isPlaceholderData,
    };
  }

  const total = state.kind === 'list' ? state.list.total : state.kind === 'empty' ? 0 : null;
  const formattedTotal = total === null ? '' : new Intl.NumberFormat(i18n.language).format(total);

  const closePanel = () => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <div className="mb-6 border-b border-slate-200 pb-5 dark:border-slate-800">
        {heading === null ? (
          <Skeleton className="h-8 w-64 max-w-full sm:h-9" />
        ) : (
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
            {heading}
          </h1>
        )}
        <p role="status" className="mt-1.5 min-h-5 text-sm text-slate-600 dark:text-slate-400">
          {total === null
            ? null
            : t('catalogPage.resultCount', { count: total, formatted: formattedTotal })}
        </p>
      </div>

      <div className="grid grid-cols-1 gap-y-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="flex items-center justify-between gap-3 lg:col-start-2 lg:row-start-1 lg:justify-end">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            aria-label={
              panelFilters > 0
                ? t('catalogPage.filters.toggleActive', { count: panelFilters })
                : undefined
            }
            onClick={() => {
              setPanelOpen((open) => !open);
            }}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-expanded:border-brand-500 aria-expanded:ring-2 aria-expanded:ring-brand-500/30 lg:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('catalogPage.filters.toggle')}
            {panelFilters > 0 ? (
              <span
                aria-hidden="true"
                className="grid min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white dark:bg-brand-500 dark:text-slate-950"
              >
                {panelFilters}
              </span>
            ) : null}
          </button>
          <SortSelect
            value={selection.sort}
            searching={selection.search !== undefined}
            onChange={(value) => {
              url.setParam('sort', value);
            }}
          />
        </div>

        <aside
          id={panelId}
          aria-label={t('catalogPage.filters.title')}
          className={clsx(
            panelOpen ? 'block' : 'hidden',
            'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900',
            'lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:dark:bg-transparent',
          )}
        >
          <CatalogFilterPanel
            selection={selection}
            currency={currency}
            filtered={filtered}
            onChange={url.setParam}
            onReset={url.resetFilters}
          />
          <Button className="mt-2 w-full lg:hidden" onClick={closePanel}>
            {total === null
              ? t('catalogPage.filters.toggle')
              : t('catalogPage.filters.showResults', { count: total, formatted: formattedTotal })}
          </Button>
        </aside>

        <section
          aria-label={heading ?? t('catalogPage.heading.all')}
          aria-busy={state.kind === 'loading' || (state.kind === 'list' && state.stale)}
          className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-2"
        >
          <ActiveFilterChips
            chips={chips}
            onRemove={(key) => {
              url.setParam(key, '');
            }}
            onReset={url.resetFilters}
          />
          <CatalogResults
            state={state}
            search={selection.search}
            filtered={filtered}
            onReset={url.resetFilters}
            pageHref={url.pageHref}
            renderCardAction={renderCardAction}
            platformIds={selection.platformIds}
          />
        </section>
      </div>
    </div>
  );
}
