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

/** Sets a line's quantity, held between 1 and the cap; deleting a line is {@link deleteCartLine}. */
export function setCartLineQuantity(
  lines: readonly CartLine[],
  target: Pick<CartLine, 'productId' | 'platformGroupId'>,
  quantity: number,
): CartLine[] {
  if (Number.isNaN(quantity)) return [...lines];
  return lines.map((line) =>
    sameLine(line, target) ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

/** What a typed quantity means: a quantity to set, or, for 0 where lines can be deleted, a deletion. */
export type QuantityInput = { kind: 'quantity'; quantity: number } | { kind: 'delete' };

export interface QuantityInputOptions {
  /** The most a line may hold; the spec's cap unless given. */
  max?: number;
  /** Whether 0 deletes the line (the spec: "0 with a delete handler"); otherwise 0 becomes 1. */
  canDelete?: boolean;
}

/**
 * Reads a typed quantity (spec section 5): anything non-numeric or negative becomes 1, more
 * than the cap becomes the cap, decimals are cut to whole units (at least 1), and exactly 0
 * deletes the line when deleting is possible.
 */
export function parseQuantityInput(
  raw: string,
  { max = MAX_QUANTITY_PER_LINE, canDelete = false }: QuantityInputOptions = {},
): QuantityInput {
  const text = raw.trim();
  // Number('') and Number('  ') are 0, but an empty field says nothing numeric.
  const value = text === '' ? Number.NaN : Number(text);
  if (Number.isNaN(value) || value < 0) return { kind: 'quantity', quantity: 1 };
  if (value === 0) return canDelete ? { kind: 'delete' } : { kind: 'quantity', quantity: 1 };
  // A fraction such as 0.5 asks for something, not for nothing: at least one unit.
  return { kind: 'quantity', quantity: Math.min(Math.max(Math.trunc(value), 1), max) };
}

/** A cart line with its unit prices, in integer minor units of one currency. */
export interface PricedCartLine {
  quantity: number;
  price: number;
  /** The sale price, or null/absent when the entry is not on sale. */
  salePrice?: number | null;
}

/** Money of a cart or a line, in integer minor units. */
export interface CartTotals {
  /** Σ price × quantity, before any sale. */
  subtotal: number;
  /** Σ max(price − salePrice, 0) × quantity (spec section 9). */
  discount: number;
  /** subtotal − discount: what the customer pays. */
  total: number;
}

function assertMinorUnits(line: PricedCartLine): void {
  const { quantity, price, salePrice } = line;
  if (
    !Number.isInteger(quantity) ||
    quantity < 0 ||
    !Number.isInteger(price) ||
    price < 0 ||
    (salePrice !== undefined &&
      salePrice !== null &&
      (!Number.isInteger(salePrice) || salePrice < 0))
  ) {
    throw new RangeError('Cart quantities and prices must be non-negative integers (minor units)');
  }
}

/**
 * One line's subtotal, discount and total. A sale price above the price gives no discount
 * (and never a surcharge), so the customer always pays the lower of the two.
 */
export function cartLineTotals(line: PricedCartLine): CartTotals {
  assertMinorUnits(line);
  const { quantity, price, salePrice } = line;
  const unitDiscount =
    salePrice === undefined || salePrice === null ? 0 : Math.max(price - salePrice, 0);
  const subtotal = price * quantity;
  const discount = unitDiscount * quantity;
  return { subtotal, discount, total: subtotal - discount };
}

/**
 * The cart's subtotal, discount and total after discount (spec section 9), the same numbers
 * on the cart page and at checkout. Throws a RangeError for anything not in minor units.
 */
export function cartTotals(lines: readonly PricedCartLine[]): CartTotals {
  return lines.reduce<CartTotals>(
    (sum, line) => {
      const { subtotal, discount, total } = cartLineTotals(line);
      return {
        subtotal: sum.subtotal + subtotal,
        discount: sum.discount + discount,
        total: sum.total + total,
      };
    },
    { subtotal: 0, discount: 0, total: 0 },
  );
}
