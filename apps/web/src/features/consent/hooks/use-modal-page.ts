import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the element (a direct child of body) is shown, everything else on the page is inert
 * and the page does not scroll behind it; both are undone on unmount.
 */
export function useModalPage(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const modal = ref.current;
    if (!modal) return;
    const others = Array.from(document.body.children).filter(
      (element) => element !== modal && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, [ref]);
}
