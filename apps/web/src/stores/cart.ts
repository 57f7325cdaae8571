import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import {
  addCartLine,
  cartItemCount,
  decrementCartLine,
  deleteCartLine,
  setCartLineQuantity,
  type CartLine,
} from '@store/shared/rules/cart';

type LineRef = Pick<CartLine, 'productId' | 'platformGroupId'>;

interface CartState {
  lines: CartLine[];
  add: (line: CartLine) => void;
  decrement: (line: LineRef) => void;
  /** Sets a line's quantity, held between 1 and the cap (spec section 5). */
  setQuantity: (line: LineRef, quantity: number) => void;
  remove: (line: LineRef) => void;
  /** Empties the cart (after a currency or region change, or an order). */
  reset: () => void;
}

export const CART_STORAGE_KEY = 'bigkeys-cart';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Number.isInteger(record.productId) &&
    Number.isInteger(record.platformGroupId) &&
    typeof record.quantity === 'number' &&
    Number.isInteger(record.quantity) &&
    record.quantity >= 1
  );
}

/**
 * The cart, kept between visits. Lines hold ids and quantities only: prices are always the
 * server's, in the currency it announces. Persisted state below version 7 is discarded.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      add: (line) => set((state) => ({ lines: addCartLine(state.lines, line) })),
      decrement: (line) => set((state) => ({ lines: decrementCartLine(state.lines, line) })),
      setQuantity: (line, quantity) =>
        set((state) => ({ lines: setCartLineQuantity(state.lines, line, quantity) })),
      remove: (line) => set((state) => ({ lines: deleteCartLine(state.lines, line) })),
      reset: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      // Older versions are dropped; anything unreadable becomes an empty cart.
      migrate: () => ({ lines: [] }),
      merge: (persisted, current) => {
        const lines = (persisted as { lines?: unknown } | undefined)?.lines;
        return {
          ...current,
          // Re-adding merges duplicates and caps quantities edited by hand in storage.
          lines: Array.isArray(lines)
            ? lines
                .filter(isCartLine)
                .reduce<CartLine[]>(
                  (kept, { productId, platformGroupId, quantity }) =>
                    addCartLine(kept, { productId, platformGroupId, quantity }),
                  [],
                )
            : [],
        };
      },
    },
  ),
);

/** The number of items in the cart, for the header's badge. */
export const selectCartItemCount = (state: CartState) => cartItemCount(state.lines);
