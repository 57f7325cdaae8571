import { useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';

const PRODUCTS_PATH = '/products';

/** Marks the header's own navigations, so the field does not echo what it just wrote. */
const SEARCH_STATE = { headerSearch: true } as const;

function isProductsPath(pathname: string): boolean {
  return pathname.toLowerCase() === PRODUCTS_PATH;
}

function isOwnNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'headerSearch' in state;
}

function searchParam(search: string): string {
  return new URLSearchParams(search).get('search') ?? '';
}

/**
 * The catalogue URL for a search text: the text URL-encoded into `search` (spec section 2), the
 * other filters of the current catalogue URL kept, and paging started again.
 */
export function searchPath(currentSearch: string, text: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('search');
  params.delete('page');
  const parts = [params.toString(), text === '' ? '' : `search=${encodeURIComponent(text)}`];
  const query = parts.filter(Boolean).join('&');
  return query === '' ? PRODUCTS_PATH : `${PRODUCTS_PATH}?${query}`;
}

export interface HeaderSearch {
  open: boolean;
  text: string;
  openSearch: () => void;
  /** Closes the field and leaves the URL as it is. */
  closeSearch: () => void;
  changeText: (text: string) => void;
  /** Escape: clears the text and returns to the plain catalogue. */
  clearSearch: () => void;
}

/**
 * The header's inline search (spec section 2): opening shows the catalogue's current search,
 * typing writes it into the URL as it goes (one history entry per search, not per key),
 * Escape clears it and returns to /products, and leaving /products closes it.
 */
export function useHeaderSearch(): HeaderSearch {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The first write of a search adds a history entry; the later ones replace it.
  const [pushed, setPushed] = useState(false);
  // Keys typed while that first write is still on its way to the catalogue (its page may be
  // loading): the URL catches up with the text once the catalogue is there.
  const [waiting, setWaiting] = useState(false);
  const [seen, setSeen] = useState({ key: location.key, pathname: location.pathname });
  const onProducts = isProductsPath(location.pathname);

  if (seen.key !== location.key) {
    setSeen({ key: location.key, pathname: location.pathname });
    if (!onProducts) {
      if (seen.pathname !== location.pathname && (open || text !== '')) {
        setOpen(false);
        setText('');
      }
    } else if (
      open &&
      (navigationType === NavigationType.Pop || !isOwnNavigation(location.state))
    ) {
      // Back, Forward or a link changed the catalogue URL: the field follows it.
      setText(searchParam(location.search));
    }
  }

  const catchUp =
    waiting && open && onProducts && searchParam(location.search) !== text ? text : null;
  useEffect(() => {
    if (catchUp === null) return;
    void navigate(searchPath(location.search, catchUp), { replace: true, state: SEARCH_STATE });
  }, [catchUp, location.search, navigate]);

  return {
    open,
    text,
    openSearch: () => {
      setText(onProducts ? searchParam(location.search) : '');
      setPushed(false);
      setWaiting(false);
      setOpen(true);
    },
    closeSearch: () => {
      setOpen(false);
    },
    changeText: (value) => {
      setText(value);
      if (!onProducts && pushed) {
        setWaiting(true);
        return;
      }
      const target = searchPath(onProducts ? location.search : '', value);
      void navigate(target, { replace: pushed, state: SEARCH_STATE });
      setPushed(true);
      setWaiting(false);
    },
    clearSearch: () => {
      setText('');
      setOpen(false);
      void navigate(PRODUCTS_PATH, { state: SEARCH_STATE });
    },
  };
}
