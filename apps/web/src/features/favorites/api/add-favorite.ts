import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FavoriteReply, type AddFavoriteBody } from '@store/shared/schemas/favorites';
import { apiSend } from '../../../lib/api-client';
import { favoritesQueryOptions } from './get-favorites';

/** Saves a platform group of a product; saving it again keeps one favourite. */
export function addFavorite(body: AddFavoriteBody): Promise<FavoriteReply> {
  return apiSend('POST', '/users/favorites/add', body, FavoriteReply);
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: ({ favorite }) => {
      // The list is newest first, as the server sends it.
      queryClient.setQueryData(favoritesQueryOptions().queryKey, (list) =>
        list
          ? {
              ...list,
              favorites: [
                favorite,
                ...list.favorites.filter((f) => f.platformGroupId !== favorite.platformGroupId),
              ],
            }
          : list,
      );
    },
  });
}
