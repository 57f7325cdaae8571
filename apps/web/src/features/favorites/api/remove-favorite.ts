import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RemoveFavoriteReply, type RemoveFavoriteBody } from '@store/shared/schemas/favorites';
import { apiSend } from '../../../lib/api-client';
import { favoritesQueryOptions } from './get-favorites';

/** Forgets a saved platform group; one that is not saved is no error. */
export function removeFavorite(body: RemoveFavoriteBody): Promise<RemoveFavoriteReply> {
  return apiSend('POST', '/users/favorites/remove', body, RemoveFavoriteReply);
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_reply, { platformGroupId }) => {
      queryClient.setQueryData(favoritesQueryOptions().queryKey, (list) =>
        list
          ? {
              ...list,
              favorites: list.favorites.filter(
                (f) => f.platformGroupId !== String(platformGroupId),
              ),
            }
          : list,
      );
    },
  });
}
