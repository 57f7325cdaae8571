import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductList, ProductSummary } from '@store/shared/schemas/products';
import clsx from 'clsx';
import { FileSearch, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { CatalogPagination } from './catalog-pagination';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';
/** The grid's column widths, so the browser picks the small or the cover image. */
const IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 24vw, (min-width: 640px) 31vw, 48vw';
/** Cards in the first row or two are on screen at once; the rest load as they scroll in. */
const EAGER_CARDS = 4;
const SKELETON_CARDS = 12;

/** What the results area shows; the page decides from the queries. */
export type ResultsState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'empty' }
  | { kind: 'list'; list: ProductList; platforms: ReadonlyMap<string, Platform>; stale: boolean };

interface CatalogResultsProps {
  state: ResultsState;
  /** The search whose words are marked in titles. */
  search: string | undefined;
  filtered: boolean;
  onReset: () => void;
  pageHref: (page: number) => string;
  /** A control on each card's cover, such as the favourite heart another feature provides. */
  renderCardAction?: (product: ProductSummary) => ReactNode;
  /** The platforms the list is filtered by, whose entries the cards show. */
  platformIds?: readonly number[];
}

/** The product grid with its loading, error and empty states and the pager. */
export function CatalogResults({
  state,
  search,
  filtered,
  onReset,
  pageHref,
  renderCardAction,
  platformIds,
}: CatalogResultsProps) {
  const { t } = useTranslation();

  if (state.kind === 'loading') {
    return (
      <>
        <p role="status" className="sr-only">
          {t('catalog.loadingProducts')}
        </p>
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (state.kind === 'error') {
    return (
      <StatePanel
        variant="error"
        title={t('catalogPage.error.title')}
        description={t('catalogPage.error.description')}
      >
        <Button onClick={state.retry}>{t('common.retry')}</Button>
      </StatePanel>
    );
  }

  if (state.kind === 'empty' || state.list.products.length === 0) {
    // Past the last page of a list that has products: back to its start.
    if (state.kind === 'list' && state.list.total > 0) {
      return (
        <StatePanel
          icon={FileSearch}
          title={t('catalogPage.empty.pageTitle')}
          description={t('catalogPage.empty.pageDescription')}
        >
          <Link to={pageHref(1)} className={buttonClasses()}>
            {t('catalogPage.empty.firstPage')}
          </Link>
        </StatePanel>
      );
    }
    let description = t('catalogPage.empty.noFilters');
    if (search) description = t('catalogPage.empty.withSearch', { search });
    else if (filtered) description = t('catalogPage.empty.withFilters');
    return (
      <StatePanel
        icon={SearchX}
        role="status"
        title={t('catalogPage.empty.title')}
        description={description}
      >
        {filtered ? <Button onClick={onReset}>{t('catalogPage.filters.reset')}</Button> : null}
      </StatePanel>
    );
  }

  const { list } = state;
  const currency = { code: list.currency, symbol: list.currencySymbol };
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <ul className={clsx(GRID, 'transition-opacity duration-200', state.stale && 'opacity-60')}>
        {list.products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              platforms={state.platforms}
              currency={currency}
              eager={index < EAGER_CARDS}
              imageSizes={IMAGE_SIZES}
              highlight={search}
              action={renderCardAction?.(product)}
              platformIds={platformIds}
            />
          </li>
        ))}
      </ul>
      <CatalogPagination page={list.page} pages={pages} hrefFor={pageHref} />
    </>
  );
}
