import { describe, expect, it } from 'vitest';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { pickDisplayEntry } from './display-entry';

const entry = (
  id: string,
  platformId: string,
  price: number,
  inStock = true,
): ProductPlatformEntry => ({
  _id: id,
  platformId,
  editionId: null,
  editionName: null,
  regionId: '1',
  price,
  salePrice: null,
  inStock,
});

describe('pickDisplayEntry', () => {
  const steam = entry('a', '2', 2999);
  const steamSoldOut = entry('b', '2', 1999, false);
  const playstation = entry('c', '10', 999);

  it('advertises the cheapest entry in stock, else the first', () => {
    expect(pickDisplayEntry([steam, steamSoldOut, playstation])).toBe(playstation);
    expect(pickDisplayEntry([steamSoldOut, entry('d', '10', 5, false)])).toBe(steamSoldOut);
    expect(pickDisplayEntry([])).toBeUndefined();
  });

  it('keeps to the platforms the list is filtered by, when the product has them', () => {
    expect(pickDisplayEntry([playstation, steam, steamSoldOut], [2])).toBe(steam);
    expect(pickDisplayEntry([playstation, steamSoldOut], [2, 3])).toBe(steamSoldOut);
    expect(pickDisplayEntry([playstation, steam], [13])).toBe(playstation);
  });
});
