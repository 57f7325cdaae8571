import { MAX_QUANTITY_PER_LINE } from '../constants';

/** One line of a cart: a product on one platform group, in a quantity from 1 to the cap. */
export interface CartLine {
  productId: number;
  platformGroupId: number;
  quantity: number;
}

const sameLine = (a: CartLine, b: Pick<CartLine, 'productId' | 'platformGroupId'>) =>
  a.productId === b.productId && a.platformGroupId === b.platformGroupId;

const clampQuantity = (quantity: number) =>
  Math.min(Math.max(Math.trunc(quantity), 1), MAX_QUANTITY_PER_LINE);

/**
 * Adds a line; the same product and platform group merges into one line whose quantity is
 * capped at {@link MAX_QUANTITY_PER_LINE} (spec sections 4 and 5).
 */
export function addCartLine(lines: readonly CartLine[], added: CartLine): CartLine[] {
  const existing = lines.find((line) => sameLine(line, added));
  if (!existing) return [...lines, { ...added, quantity: clampQuantity(added.quantity) }];
  return lines.map((line) =>
    line === existing ? { ...line, quantity: clampQuantity(line.quantity + added.quantity) } : line,
  );
}

/** Lowers a line's quantity by one, never below 1 (deleting is a separate action). */
export function decrementCartLine(
  lines: readonly CartLine[],
  target: Pick<CartLine, 'productId' | 'platformGroupId'>,
): CartLine[] {
  return lines.map((line) =>
    sameLine(line, target) ? { ...line, quantity: Math.max(line.quantity - 1, 1) } : line,
  );
}

/** Removes a line whatever its quantity. */
export function deleteCartLine(
  lines: readonly CartLine[],
  target: Pick<CartLine, 'productId' | 'platformGroupId'>,
): CartLine[] {
  return lines.filter((line) => !sameLine(line, target));
}

/** The number of items in the cart: the sum of the lines' quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
