import type { Country, Region } from '@store/shared/schemas/lookups';
import { describe, expect, it } from 'vitest';
import { buildPlaceOptions, currencyForRegion, foldForSearch, matchesPlace } from './place-options';

const countries: Country[] = [
  { code: 'DE', name: 'Germany', currency: 'EUR', region: 'EU' },
  { code: 'FR', name: 'France', currency: 'EUR', region: 'EU' },
  { code: 'PL', name: 'Poland', currency: 'PLN', region: 'EU' },
  { code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' },
  { code: 'LI', name: 'Liechtenstein', currency: 'CHF', region: 'CH' },
  { code: 'AU', name: 'Australia', currency: 'AUD', region: 'AU' },
  { code: 'NZ', name: 'New Zealand', currency: 'NZD', region: 'AU' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', region: 'UK' },
  { code: 'BR', name: 'Brazil', currency: 'BRL', region: 'LATAM' },
  { code: 'MX', name: 'Mexico', currency: 'MXN', region: 'LATAM' },
  { code: 'TR', name: 'Turkey', currency: 'TRY', region: 'TR' },
];

const regions: Region[] = [
  { _id: '1', shortname: 'GLOBAL', name: 'Global', symbol: 'GLOBAL' },
  { _id: '2', shortname: 'EU', name: 'Europe', symbol: '€' },
  { _id: '5', shortname: 'CH', name: 'Switzerland', symbol: 'CHF' },
];

describe('currencyForRegion', () => {
  it.each([
    ['CH', 'CHF'], // its namesake country
    ['AU', 'AUD'], // the namesake wins over a split
    ['UK', 'GBP'], // its only country
    ['EU', 'EUR'], // most of its countries
    ['LATAM', null], // no majority
    ['GLOBAL', null], // no countries
  ])('%s implies %s', (region, currency) => {
    expect(currencyForRegion(region, countries)).toBe(currency);
  });
});

describe('buildPlaceOptions', () => {
  const german: Record<string, string> = { DE: 'Deutschland', FR: 'Frankreich', TR: 'Türkei' };
  const options = buildPlaceOptions(
    { regions, countries },
    (code, fallback) => german[code] ?? fallback,
    new Intl.Collator('de'),
  );

  it('keeps the regions in the server order with their implied currency', () => {
    expect(options.regions.map((o) => [o.code, o.currency])).toEqual([
      ['GLOBAL', null],
      ['EU', 'EUR'],
      ['CH', 'CHF'],
    ]);
  });

  it('leaves out a country that is also a region', () => {
    expect(options.countries.map((o) => o.code)).not.toContain('CH');
    expect(options.countries).toHaveLength(10);
  });

  it('sorts the countries by their local name', () => {
    expect(options.countries.slice(0, 4).map((o) => o.name)).toEqual([
      'Australia',
      'Brazil',
      'Deutschland',
      'Frankreich',
    ]);
  });

  it.each([
    ['', 10],
    ['deutsch', 1],
    ['germany', 1], // the English name still finds it
    ['turkei', 1], // accents do not matter
    ['chf', 1], // by currency: Liechtenstein (Switzerland is a region)
    ['new zea', 1], // every word must occur
    ['zzz', 0],
  ])('the query %j matches %i countries', (query, count) => {
    expect(options.countries.filter((o) => matchesPlace(o, query))).toHaveLength(count);
  });
});

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('Türkiye ÉTATS')).toBe('turkiye etats');
  });
});
