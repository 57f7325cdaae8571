import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteList } from '@store/shared/schemas/favorites';
import { apiGet } from '../../../lib/api-client';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { useAuthStore } from '../../../stores/auth';

/** The signed-in customer's favourites with their current price and stock. */
export async function getFavorites(signal?: AbortSignal): Promise<FavoriteList> {
  const list = await apiGet('/users/favorites', FavoriteList, { signal });
  useAppSettingsStore.getState().setCurrencySymbol(list.currency, list.currencySymbol);
  return list;
}

/** Under `account`, which is dropped from the cache when the session ends. */
export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'favorites'],
    queryFn: ({ signal }) => getFavorites(signal),
  });
}

/** Guests have no favourites to ask for. */
export function useFavorites() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return useQuery({ ...favoritesQueryOptions(), enabled: signedIn });
}
