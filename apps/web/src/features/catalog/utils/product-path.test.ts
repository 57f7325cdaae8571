import { describe, expect, it } from 'vitest';
import { slugify } from '../../../lib/slugify';
import { productPath } from './product-path';

const steam = { categoryId: 'pc', slug: 'steam' } as const;
const psn = { categoryId: 'ps', slug: 'playstation' } as const;

describe('productPath', () => {
  it.each([
    ['1', null, steam, '/game/pc/steam/some-product'],
    ['2', null, steam, '/dlc/pc/steam/some-product'],
    ['3', '€25', psn, '/gift-card/ps/playstation/some-product/25'],
    ['4', '12 Months', psn, '/subscription/ps/playstation/some-product/12-months'],
    ['3', null, psn, '/gift-card/ps/playstation/some-product/standard'],
  ])('type %s, edition %j → %s', (typeId, editionName, platform, expected) => {
    expect(
      productPath(
        { slug: 'some-product', title: 'Some Product', typeId },
        { editionName },
        platform,
      ),
    ).toBe(expected);
  });

  it('falls back to a catalogue search when the platform is unknown', () => {
    expect(
      productPath({ slug: 'x', title: 'Half-Life & Co', typeId: '1' }, undefined, undefined),
    ).toBe('/products?search=Half-Life%20%26%20Co');
  });
});

describe('slugify', () => {
  it.each([
    ['Deluxe Edition', 'deluxe-edition'],
    ['Édition Spéciale', 'edition-speciale'],
    ['  €50 — Gift Card!  ', '50-gift-card'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});
