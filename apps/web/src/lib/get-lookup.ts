import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
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

/** One whole lookup list (they are small and change rarely). */
export function getLookup<Name extends LookupName>(
  name: Name,
  signal?: AbortSignal,
): Promise<LookupEntries[Name][]> {
  return apiGet(`/product/${name}`, listOf(LOOKUP_SCHEMAS[name]), { signal });
}

/** Lookups stay fresh for an hour, as the spec caches them. */
export function lookupQueryOptions<Name extends LookupName>(name: Name) {
  return queryOptions({
    queryKey: ['lookups', name],
    queryFn: ({ signal }) => getLookup(name, signal),
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });
}

export function useLookup<Name extends LookupName>(name: Name) {
  return useQuery(lookupQueryOptions(name));
}

function indexById(platforms: Platform[]): ReadonlyMap<string, Platform> {
  return new Map(platforms.map((platform) => [platform._id, platform]));
}

/** Platforms by id, for turning a product entry's platformId into a name, colour and URL part. */
export function usePlatformsById() {
  return useQuery({ ...lookupQueryOptions('platforms'), select: indexById });
}
