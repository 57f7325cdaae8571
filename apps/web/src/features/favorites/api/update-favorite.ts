import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FavoriteReply, type UpdateFavoriteBody } from '@store/shared/schemas/favorites';
import { apiSend } from '../../../lib/api-client';
import { favoritesQueryOptions } from './get-favorites';

interface UpdateFavoriteInput {
  platformGroupId: string;
  alerts: UpdateFavoriteBody;
}

/** Switches a favourite's price-drop or back-in-stock e-mail. */
export function updateFavorite({
  platformGroupId,
  alerts,
}: UpdateFavoriteInput): Promise<FavoriteReply> {
  return apiSend(
    'PATCH',
    `/users/favorites/${encodeURIComponent(platformGroupId)}`,
    alerts,
    FavoriteReply,
  );
}

export function useUpdateFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFavorite,
    onSuccess: ({ favorite }) => {
      queryClient.setQueryData(favoritesQueryOptions().queryKey, (list) =>
        list
          ? {
              ...list,
              favorites: list.favorites.map((f) =>
                f.platformGroupId === favorite.platformGroupId ? favorite : f,
              ),
            }
          : list,
      );
    },
  });
}
