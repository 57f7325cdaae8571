import { describe, expect, it } from 'vitest';
import { addCartLine, cartItemCount, decrementCartLine, deleteCartLine } from './cart';

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
