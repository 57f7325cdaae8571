import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, maxQuantityMessage } from '../cart-messages';
import {
  addCartLine,
  cartItemCount,
  cartLineTotals,
  cartTotals,
  decrementCartLine,
  deleteCartLine,
  parseQuantityInput,
  setCartLineQuantity,
  type CartTotals,
  type PricedCartLine,
  type QuantityInput,
} from './cart';

const line = (productId: number, platformGroupId: number, quantity: number) => ({
  productId,
  platformGroupId,
  quantity,
});

describe('cart lines', () => {
  it('merges the same product and platform group, capped at 3', () => {
    let lines = addCartLine([], line(1, 10, 2));
    lines = addCartLine(lines, line(1, 10, 2));
    expect(lines).toEqual([line(1, 10, 3)]);
  });

  it('keeps another platform group of the same product as its own line', () => {
    const lines = addCartLine([line(1, 10, 1)], line(1, 11, 1));
    expect(lines).toEqual([line(1, 10, 1), line(1, 11, 1)]);
  });

  it('caps a new line too', () => {
    expect(addCartLine([], line(2, 20, 9))).toEqual([line(2, 20, 3)]);
  });

  it('decrements down to 1 and deletes on request', () => {
    let lines = [line(1, 10, 2), line(2, 20, 1)];
    lines = decrementCartLine(lines, line(1, 10, 0));
    lines = decrementCartLine(lines, line(1, 10, 0));
    expect(lines).toEqual([line(1, 10, 1), line(2, 20, 1)]);
    expect(deleteCartLine(lines, line(1, 10, 0))).toEqual([line(2, 20, 1)]);
  });

  it('counts items across lines', () => {
    expect(cartItemCount([line(1, 10, 3), line(2, 20, 2)])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('setCartLineQuantity', () => {
  it.each([
    { quantity: 2, expected: 2 },
    { quantity: 3, expected: 3 },
    { quantity: 7, expected: 3 },
    { quantity: 0, expected: 1 },
    { quantity: -4, expected: 1 },
    { quantity: 2.9, expected: 2 },
  ])('sets $quantity as $expected', ({ quantity, expected }) => {
    const lines = [line(1, 10, 1), line(2, 20, 2)];
    expect(setCartLineQuantity(lines, line(1, 10, 0), quantity)).toEqual([
      line(1, 10, expected),
      line(2, 20, 2),
    ]);
  });

  it('leaves the cart alone for a line it does not hold, or for NaN', () => {
    const lines = [line(1, 10, 2)];
    expect(setCartLineQuantity(lines, line(1, 11, 0), 3)).toEqual(lines);
    expect(setCartLineQuantity(lines, line(1, 10, 0), Number.NaN)).toEqual(lines);
  });
});

describe('parseQuantityInput', () => {
  it.each<{ raw: string; canDelete: boolean; expected: QuantityInput }>([
    { raw: '2', canDelete: true, expected: { kind: 'quantity', quantity: 2 } },
    { raw: ' 3 ', canDelete: true, expected: { kind: 'quantity', quantity: 3 } },
    { raw: 'abc', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '   ', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '2x', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '-2', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '-0.5', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '7', canDelete: true, expected: { kind: 'quantity', quantity: 3 } },
    { raw: '1e9', canDelete: true, expected: { kind: 'quantity', quantity: 3 } },
    { raw: 'Infinity', canDelete: true, expected: { kind: 'quantity', quantity: 3 } },
    { raw: '2.7', canDelete: true, expected: { kind: 'quantity', quantity: 2 } },
    { raw: '0.4', canDelete: true, expected: { kind: 'quantity', quantity: 1 } },
    { raw: '0', canDelete: true, expected: { kind: 'delete' } },
    { raw: '00', canDelete: true, expected: { kind: 'delete' } },
    { raw: '0', canDelete: false, expected: { kind: 'quantity', quantity: 1 } },
  ])('reads "$raw" (delete possible: $canDelete)', ({ raw, canDelete, expected }) => {
    expect(parseQuantityInput(raw, { canDelete })).toEqual(expected);
  });

  it('caps at the given maximum and turns 0 into 1 without a delete handler by default', () => {
    expect(parseQuantityInput('9', { max: 5 })).toEqual({ kind: 'quantity', quantity: 5 });
    expect(parseQuantityInput('0')).toEqual({ kind: 'quantity', quantity: 1 });
  });
});

describe('cart totals', () => {
  it.each<{ name: string; lines: PricedCartLine[]; expected: CartTotals }>([
    { name: 'an empty cart', lines: [], expected: { subtotal: 0, discount: 0, total: 0 } },
    {
      name: 'full prices',
      lines: [
        { price: 5999, salePrice: null, quantity: 2 },
        { price: 1000, quantity: 1 },
      ],
      expected: { subtotal: 12998, discount: 0, total: 12998 },
    },
    {
      name: 'sale prices, per unit times quantity',
      lines: [
        { price: 5999, salePrice: 3999, quantity: 3 },
        { price: 2500, salePrice: null, quantity: 1 },
      ],
      expected: { subtotal: 20497, discount: 6000, total: 14497 },
    },
    {
      name: 'a sale price above the price, which discounts nothing',
      lines: [{ price: 1000, salePrice: 1200, quantity: 2 }],
      expected: { subtotal: 2000, discount: 0, total: 2000 },
    },
    {
      name: 'a free sale',
      lines: [{ price: 1999, salePrice: 0, quantity: 1 }],
      expected: { subtotal: 1999, discount: 1999, total: 0 },
    },
  ])('adds up $name', ({ lines, expected }) => {
    expect(cartTotals(lines)).toEqual(expected);
  });

  it('gives each line its own totals', () => {
    expect(cartLineTotals({ price: 4999, salePrice: 2499, quantity: 2 })).toEqual({
      subtotal: 9998,
      discount: 5000,
      total: 4998,
    });
  });

  it.each<PricedCartLine>([
    { price: 19.99, quantity: 1 },
    { price: 1999, salePrice: 9.5, quantity: 1 },
    { price: 1999, quantity: 1.5 },
    { price: -1, quantity: 1 },
    { price: 1999, salePrice: -1, quantity: 1 },
  ])('refuses amounts that are not minor units: %o', (priced) => {
    expect(() => cartTotals([priced])).toThrow(RangeError);
  });
});

describe('cart messages', () => {
  it('fills the limit into the tooltip text', () => {
    expect(maxQuantityMessage()).toBe('Maximum of 3 products allowed');
    expect(maxQuantityMessage(5)).toBe('Maximum of 5 products allowed');
    expect(CART_MESSAGES.loadingProduct).toBe('Loading product...');
  });
});
