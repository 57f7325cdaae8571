import { SCROLL_OFFSET_PX } from '@store/shared/constants';
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long to wait for the target of a hash to appear (content that loads after the page). */
const WAIT_FOR_TARGET_MS = 3000;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

function scrollToTarget(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(top, 0), left: 0 });
}

/**
 * Spec section 2: a URL hash scrolls to the element with that id, 128 px below the top edge
 * (clear of the sticky header), or to the top when there is no such element. Content that
 * arrives after the page (a lazily loaded text) is waited for briefly. The first page load
 * counts (a link from another site); later back and forward moves are left to the router's
 * scroll restoration.
 */
export function useHashScroll(): void {
  const { hash, key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstKey = useRef(key);

  useEffect(() => {
    const isFirstLoad = key === firstKey.current;
    if (!hash || (navigationType === NavigationType.Pop && !isFirstLoad)) return;
    const found = targetOf(hash);
    if (found) {
      scrollToTarget(found);
      return;
    }
    window.scrollTo({ top: 0, left: 0 });
    const observer = new MutationObserver(() => {
      const target = targetOf(hash);
      if (!target) return;
      stop();
      scrollToTarget(target);
    });
    const timer = window.setTimeout(() => {
      stop();
    }, WAIT_FOR_TARGET_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
    // `key` changes on every navigation, so a second click on the same anchor scrolls again.
  }, [hash, key, pathname, navigationType]);
}
