import { useState } from 'react';
import { useLocation } from 'react-router';
import { selectCartItemCount, useCartStore } from '../../../stores/cart';

/** The cart page and its payment step show the cart already. */
export function isCartPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/cart' || path.startsWith('/cart/');
}

/**
 * Calls `open` when the cart's item count rises while the visitor is not on the cart page
 * (spec section 2). The count read from storage at start is the baseline, so a returning
 * visitor is not greeted by the drawer; a fall (removal, currency reset) opens nothing.
 */
export function useCartAutoOpen(open: () => void): void {
  const count = useCartStore(selectCartItemCount);
  const { pathname } = useLocation();
  const [seenCount, setSeenCount] = useState(count);
  if (seenCount !== count) {
    setSeenCount(count);
    if (count > seenCount && !isCartPath(pathname)) open();
  }
}
