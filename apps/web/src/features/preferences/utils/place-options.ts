import type { Country, Region } from '@store/shared/schemas/lookups';

/** A region or country the visitor can pick; `code` is what the region cookie is set to. */
export interface PlaceOption {
  code: string;
  kind: 'region' | 'country';
  /** In the interface language. */
  name: string;
  /** The currency choosing this place preselects, or null to keep the current one. */
  currency: string | null;
  /** Name (local and English), code and currency, folded for searching. */
  searchText: string;
}

/** Lower case without accents, so "turkiye" finds "Türkiye" and "é" finds "e". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The currency a region implies: that of the country sharing the region's code (CH, US, AU),
 * else the one most of its countries use (EUR for EU), else none (mixed regions, GLOBAL).
 */
export function currencyForRegion(region: string, countries: readonly Country[]): string | null {
  const members = countries.filter((country) => country.region === region);
  const namesake = members.find((country) => country.code === region);
  if (namesake) return namesake.currency;
  const counts = new Map<string, number>();
  for (const { currency } of members) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  for (const [currency, count] of counts) if (count * 2 > members.length) return currency;
  return null;
}

/**
 * Regions in the server's order, then countries alphabetically in the interface language.
 * A country whose code is also a region's (CH, US…) is left out: both would set the same
 * cookie. `nameOf` gives a code's local name, with the lookup's English name as fallback.
 */
export function buildPlaceOptions(
  lookups: { regions: readonly Region[]; countries: readonly Country[] },
  nameOf: (code: string, fallback: string) => string,
  collator: Intl.Collator,
): { regions: PlaceOption[]; countries: PlaceOption[] } {
  const regions = lookups.regions.map((region): PlaceOption => {
    const name = nameOf(region.shortname, region.name);
    const currency = currencyForRegion(region.shortname, lookups.countries);
    return {
      code: region.shortname,
      kind: 'region',
      name,
      currency,
      searchText: foldForSearch([name, region.name, region.shortname, currency ?? ''].join(' ')),
    };
  });
  const regionCodes = new Set(lookups.regions.map((region) => region.shortname));
  const countries = lookups.countries
    .filter((country) => !regionCodes.has(country.code))
    .map((country): PlaceOption => {
      const name = nameOf(country.code, country.name);
      return {
        code: country.code,
        kind: 'country',
        name,
        currency: country.currency,
        searchText: foldForSearch([name, country.name, country.code, country.currency].join(' ')),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  return { regions, countries };
}

/** Whether every word of the query occurs in the option; an empty query matches all. */
export function matchesPlace(option: PlaceOption, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return words.every((word) => option.searchText.includes(word));
}
