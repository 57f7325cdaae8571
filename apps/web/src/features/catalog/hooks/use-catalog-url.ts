import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  readCatalogSelection,
  toSearchString,
  withoutCatalogParams,
  withPage,
  withParam,
  type CatalogParam,
  type CatalogSelection,
} from '../utils/catalog-url';

export interface CatalogUrl {
  selection: CatalogSelection;
  /** One change of a filter, the sort or the search: a new history entry, page 1. */
  setParam: (key: CatalogParam, value: string) => void;
  /** Every filter, the sort and the search removed. */
  resetFilters: () => void;
  /** The link to another page of the same list. */
  pageHref: (page: number) => string;
}

/**
 * The catalogue's state lives in its URL, so a list can be shared and Back and Forward step
 * through the filters the customer chose.
 */
export function useCatalogUrl(): CatalogUrl {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => readCatalogSelection(params), [params]);

  // The filters sit beside the results: changing one must not jump to the top of the page.
  const go = (next: URLSearchParams) =>
    void navigate({ search: toSearchString(next) }, { preventScrollReset: true });

  return {
    selection,
    setParam: (key, value) => {
      go(withParam(params, key, value));
    },
    resetFilters: () => {
      go(withoutCatalogParams(params));
    },
    pageHref: (page) => `${pathname}${toSearchString(withPage(params, page))}`,
  };
}
