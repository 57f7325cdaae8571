import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    // Page 2 is shown rather than hidden behind a gap of one.
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [5, 7, [1, 'gap', 4, 5, 6, 7]],
    [10, 10, [1, 'gap', 9, 10]],
    [8, 10, [1, 'gap', 7, 8, 9, 10]],
    // Out of range, the nearest real page is the current one.
    [50, 10, [1, 'gap', 9, 10]],
    [0, 10, [1, 2, 'gap', 10]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('shows more neighbours when asked', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
