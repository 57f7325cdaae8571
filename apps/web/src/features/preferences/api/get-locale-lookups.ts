import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_SECONDS } from '@store/shared/constants';
import { Country, Currency, Region } from '@store/shared/schemas/lookups';
import { apiGet, listOf } from '../../../lib/api-client';

const LOOKUP_CACHE_MS = LOOKUP_CACHE_SECONDS * 1000;

// The same cache keys as the catalogue's lookups: one copy of each list per visit.
const lookupOptions = <T>(name: string, item: { parse: (data: unknown) => T }) =>
  queryOptions({
    queryKey: ['lookups', name],
    queryFn: ({ signal }) => apiGet(`/product/${name}`, listOf(item), { signal }),
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });

/** The store's regions (GET /product/regions), in the server's order. */
export const regionsQueryOptions = () => lookupOptions('regions', Region);

/** Every country with its currency and region (GET /product/countries). */
export const countriesQueryOptions = () => lookupOptions('countries', Country);

/** Every currency prices can be shown in, with its symbol (GET /product/currencies). */
export const currenciesQueryOptions = () => lookupOptions('currencies', Currency);

/** The three lists the region and currency choice needs, loaded together. */
export function useLocaleLookups() {
  const regions = useQuery(regionsQueryOptions());
  const countries = useQuery(countriesQueryOptions());
  const currencies = useQuery(currenciesQueryOptions());
  const all = [regions, countries, currencies];
  return {
    data:
      regions.data && countries.data && currencies.data
        ? { regions: regions.data, countries: countries.data, currencies: currencies.data }
        : undefined,
    isError: all.some((query) => query.isError),
    retry: () => {
      for (const query of all) if (query.isError) void query.refetch();
    },
  };
}
