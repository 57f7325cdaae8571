import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  readCatalogSelection,
  toProductsQuery,
  toSearchString,
  withoutCatalogParams,
  withPage,
  withParam,
} from './catalog-url';

const read = (search: string) => readCatalogSelection(new URLSearchParams(search));
const queryOf = (search: string) => toProductsQuery(read(search), 24);
const params = (search: string) => new URLSearchParams(search);

describe('readCatalogSelection and toProductsQuery', () => {
  it.each([
    ['', { page: 1, pageSize: 24 }],
    ['?type=1&platform=2', { type: 1, platform: '2', page: 1, pageSize: 24 }],
    ['?category=pc', { category: 'pc', page: 1, pageSize: 24 }],
    [
      '?category=ps&platform=10&type=3&genre=4&maxPrice=19.99&sort=price-asc&search=card&page=3',
      {
        category: 'ps',
        platform: '10',
        type: 3,
        genre: '4',
        maxPrice: '19.99',
        sort: 'price-asc',
        search: 'card',
        page: 3,
        pageSize: 24,
      },
    ],
    // Only the accepted keys; empty values are left out.
    ['?type=&platform=&genre=&maxPrice=&sort=&search=&page=', { page: 1, pageSize: 24 }],
    ['?colour=red&pageSize=100&limit=5&ref=abc', { page: 1, pageSize: 24 }],
    ['?search=%20%20elden%20ring%20', { search: 'elden ring', page: 1, pageSize: 24 }],
    ['?platform=pc', { platform: 'pc', page: 1, pageSize: 24 }],
    ['?platform=2,5', { platform: '2,5', page: 1, pageSize: 24 }],
    // A sort, price or page the server would refuse falls back to the default.
    ['?sort=cheapest&maxPrice=abc&page=-2', { page: 1, pageSize: 24 }],
    ['?page=99999', { page: 1, pageSize: 24 }],
  ])('%s → %j', (search, expected) => {
    expect(queryOf(search)).toEqual(expected);
  });

  it.each([
    ['?platform=999', ['platform']],
    ['?category=sega', ['category']],
    ['?type=9', ['type']],
    ['?genre=action', ['genre']],
    ['?type=x&platform=y', ['platform', 'type']],
  ])('%s names the unknown filters %j and asks nothing', (search, unknown) => {
    expect(read(search).unknown).toEqual(unknown);
    expect(queryOf(search)).toBeNull();
  });

  it('reads the platform ids a platform value stands for', () => {
    expect(read('?platform=xb').platformIds).toEqual([12]);
    expect(read('?platform=5,%202,5').platformIds).toEqual([5, 2]);
  });

  it('keeps a search within the length the server accepts', () => {
    const search = read(`?search=${'a'.repeat(150)}`).search;
    expect(search).toHaveLength(100);
  });

  it('knows whether anything narrows the list', () => {
    expect(hasFilters(read(''))).toBe(false);
    expect(hasFilters(read('?sort=newest&page=2'))).toBe(false);
    expect(hasFilters(read('?search=halo'))).toBe(true);
    expect(hasFilters(read('?maxPrice=10'))).toBe(true);
    expect(hasFilters(read('?type=9'))).toBe(true);
  });
});

describe('withParam', () => {
  it.each([
    ['?type=1&page=4', 'genre', '3', 'type=1&genre=3'],
    ['?type=1&genre=3', 'genre', '', 'type=1'],
    ['?type=1', 'type', '  ', ''],
    ['?search=halo&page=2&ref=abc', 'sort', 'newest', 'search=halo&ref=abc&sort=newest'],
    // A platform outside the chosen family goes; one inside stays.
    ['?type=1&platform=2', 'category', 'xb', 'type=1&category=xb'],
    ['?type=1&platform=2', 'category', 'pc', 'type=1&platform=2&category=pc'],
    // A platform of another family replaces the family.
    ['?category=pc', 'platform', '12', 'platform=12'],
    ['?category=pc', 'platform', '5', 'category=pc&platform=5'],
  ] as const)('%s with %s=%j → %s', (search, key, value, expected) => {
    expect(withParam(params(search), key, value).toString()).toBe(expected);
  });

  it('leaves the parameters it was given unchanged', () => {
    const original = params('?type=1&page=2');
    withParam(original, 'type', '3');
    expect(original.toString()).toBe('type=1&page=2');
  });
});

describe('paging and reset', () => {
  it('writes page 2 and later, and no parameter for page 1', () => {
    expect(withPage(params('?type=1'), 2).toString()).toBe('type=1&page=2');
    expect(withPage(params('?type=1&page=2'), 1).toString()).toBe('type=1');
  });

  it('removes the catalogue parameters but keeps any other', () => {
    expect(
      withoutCatalogParams(
        params(
          '?type=1&platform=2&category=pc&genre=1&maxPrice=5&sort=newest&search=x&page=2&ref=abc',
        ),
      ).toString(),
    ).toBe('ref=abc');
  });

  it('writes spaces as %20 and keeps a plus sign', () => {
    expect(toSearchString(params('?search=elden+ring'))).toBe('?search=elden%20ring');
    expect(toSearchString(params('?search=c%2B%2B'))).toBe('?search=c%2B%2B');
    expect(toSearchString(params(''))).toBe('');
  });
});
