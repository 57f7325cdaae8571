import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageItems } from '../utils/page-items';

interface CatalogPaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold transition-colors sm:h-10 sm:min-w-10 sm:px-3';
const IDLE =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** Links to the other pages of the list, each keeping the filters, so every page can be shared. */
export function CatalogPagination({ page, pages, hrefFor }: CatalogPaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const items = pageItems(page, pages);

  return (
    <nav
      aria-label={t('catalogPage.pagination.label')}
      className="mt-10 flex flex-col items-center gap-3"
    >
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              aria-label={t('catalogPage.pagination.previousPage')}
              className={clsx(ITEM, IDLE)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('catalogPage.pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('catalogPage.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(
                  ITEM,
                  item === page
                    ? 'bg-brand-600 text-white shadow-sm dark:bg-brand-500 dark:text-slate-950'
                    : IDLE,
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              aria-label={t('catalogPage.pagination.nextPage')}
              className={clsx(ITEM, IDLE)}
            >
              <span className="hidden sm:inline">{t('catalogPage.pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t('catalogPage.pagination.status', { page, pages })}
      </p>
    </nav>
  );
}
