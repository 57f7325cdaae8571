import { describe, expect, it } from 'vitest';
import { editionSegment, productPageKind, productPath, slugify } from './product-path';

const steam = { categoryId: 'pc', slug: 'steam' };
const psn = { categoryId: 'ps', slug: 'playstation' };

describe('productPath', () => {
  it.each([
    ['1', null, steam, '/game/pc/steam/some-product'],
    ['2', null, steam, '/dlc/pc/steam/some-product'],
    ['3', '€25', psn, '/gift-card/ps/playstation/some-product/25'],
    ['3', '25 USD', psn, '/gift-card/ps/playstation/some-product/25-usd'],
    ['4', '12 Months', psn, '/subscription/ps/playstation/some-product/12-months'],
    ['3', null, psn, '/gift-card/ps/playstation/some-product/standard'],
    [4, '1 Month', psn, '/subscription/ps/playstation/some-product/1-month'],
    ['1', 'Deluxe Edition', steam, '/game/pc/steam/some-product'],
  ] as const)('type %s, edition %j → %s', (typeId, editionName, platform, expected) => {
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

  it('treats an unknown type as a game', () => {
    expect(productPageKind('9')).toBe('game');
    expect(productPageKind(3)).toBe('gift-card');
  });
});

describe('slugify', () => {
  it.each([
    ['Deluxe Edition', 'deluxe-edition'],
    ['Édition Spéciale', 'edition-speciale'],
    ['  €50 — Gift Card!  ', '50-gift-card'],
    ['Battle.net', 'battle-net'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('editionSegment', () => {
  it.each([
    [null, 'standard'],
    [undefined, 'standard'],
    ['€', 'standard'],
    ['3 Months', '3-months'],
  ])('%j → %j', (name, expected) => {
    expect(editionSegment(name)).toBe(expected);
  });
});
