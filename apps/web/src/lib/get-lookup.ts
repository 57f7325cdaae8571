import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOOKUP_CACHE_SECONDS, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { Country, NamedLookup, Platform, Region } from '@store/shared/schemas/lookups';
import { apiGet, listOf, type ResponseSchema } from './api-client';

/** The lookup lists served at GET /api/v1/product/{name}, by name. */
interface LookupEntries {
  platforms: Platform;
  types: NamedLookup;
  categories: NamedLookup;
  genres: NamedLookup;
  developers: NamedLookup;
  publishers: NamedLookup;
  ratings: NamedLookup;
  regions: Region;
  countries: Country;
}

export type LookupName = keyof LookupEntries;

const LOOKUP_SCHEMAS: { [Name in LookupName]: ResponseSchema<LookupEntries[Name]> } = {
  platforms: Platform,
  types: NamedLookup,
  categories: NamedLookup,
  genres: NamedLookup,
  developers: NamedLookup,
  publishers: NamedLookup,
  ratings: NamedLookup,
  regions: Region,
  countries: Country,
};

const LOOKUP_CACHE_MS = LOOKUP_CACHE_SECONDS * 1000;

/** The lookups whose names the server gives in the language asked for (`?lang`). */
const NAMED_PER_LANGUAGE: ReadonlySet<LookupName> = new Set(['genres']);

/** One whole lookup list (they are small and change rarely), named in `lang` where it can be. */
export function getLookup<Name extends LookupName>(
  name: Name,
  lang: Language | undefined,
  signal?: AbortSignal,
): Promise<LookupEntries[Name][]> {
  return apiGet(`/product/${name}`, listOf(LOOKUP_SCHEMAS[name]), { query: { lang }, signal });
}

/**
 * Lookups stay fresh for an hour, as the spec caches them; one named per language is kept
 * per language, so switching back shows the earlier list at once.
 */
export function lookupQueryOptions<Name extends LookupName>(name: Name, language?: Language) {
  const lang = NAMED_PER_LANGUAGE.has(name) ? language : undefined;
  return queryOptions({
    queryKey: lang ? ['lookups', name, lang] : ['lookups', name],
    queryFn: ({ signal }) => getLookup(name, lang, signal),
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });
}

/** A lookup list, in the interface's language where the server names it per language. */
export function useLookup<Name extends LookupName>(name: Name) {
  const { i18n } = useTranslation();
  return useQuery(lookupQueryOptions(name, parseLanguage(i18n.resolvedLanguage)));
}

function indexById(platforms: Platform[]): ReadonlyMap<string, Platform> {
  return new Map(platforms.map((platform) => [platform._id, platform]));
}

/** Platforms by id, for turning a product entry's platformId into a name, colour and URL part. */
export function usePlatformsById() {
  return useQuery({ ...lookupQueryOptions('platforms'), select: indexById });
}
