import { describe, expect, it } from 'vitest';
import type { CreditDetails } from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { creditChoices, defaultEntry, findCreditChoice, findPagePlatform } from './product-entries';

const entry = (id: string, inStock: boolean, editionName: string | null = null) =>
  ({
    _id: id,
    platformId: '4',
    editionId: null,
    editionName,
    regionId: '2',
    price: 1000,
    salePrice: null,
    inStock,
  }) satisfies ProductPlatformEntry;

describe('findPagePlatform', () => {
  const platforms = [
    { _id: '1', name: 'Ubisoft Connect', slug: 'ubisoft-connect', categoryId: 'pc' },
    { _id: '10', name: 'PlayStation', slug: 'playstation', categoryId: 'ps' },
  ];

  it.each([
    ['pc', 'ubisoft-connect', '1'],
    ['PS', 'PlayStation', '10'],
    ['xb', 'playstation', undefined],
    ['pc', 'steam', undefined],
  ])('%s/%s → %s', (category, slug, id) => {
    expect(findPagePlatform(platforms, category, slug)?._id).toBe(id);
  });
});

describe('defaultEntry', () => {
  it.each([
    [[entry('1', false), entry('2', true), entry('3', true)], '2'],
    [[entry('1', false), entry('2', false)], '1'],
    [[], undefined],
  ])('picks the first entry in stock, else the first', (entries, id) => {
    expect(defaultEntry(entries)?._id).toBe(id);
  });
});

describe('findCreditChoice', () => {
  const region = (id: string, names: string[]) => ({
    region: { _id: id, shortname: 'EU', name: 'Europe', symbol: '€' },
    note: 'Redeemable in Europe.',
    options: names.map((name, i) => ({
      edition: { _id: String(i), name, slug: name },
      faceValue: null,
      months: null,
      entry: entry(`${id}-${i}`, true, name),
    })),
  });
  const credit: CreditDetails = {
    _id: '40',
    title: 'Card',
    kind: 'giftCard',
    platform: { _id: '4', name: 'Battle.net', slug: 'battle-net', categoryId: 'pc' },
    lang: 'en',
    regions: [region('2', ['10 EUR', '20 EUR']), region('3', ['20 EUR'])],
    currency: 'EUR',
    currencySymbol: '€',
  };

  it.each([
    ['10-eur', '2-0'],
    ['20-EUR', '2-1'],
    ['30-eur', undefined],
  ])('finds the option of segment %s', (segment, entryId) => {
    expect(findCreditChoice(creditChoices(credit), segment)?.option.entry._id).toBe(entryId);
  });

  it('lists the options of every region in order', () => {
    expect(creditChoices(credit).map((c) => c.option.entry._id)).toEqual(['2-0', '2-1', '3-0']);
  });
});
