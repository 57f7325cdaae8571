import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/auth-redirect';
import { useAuthStore } from '../../../stores/auth';
import { notify } from '../../../stores/notices';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

interface FavoriteButtonProps {
  productId: string;
  /** The entry (platform and edition) that is saved. */
  platformGroupId: string;
  /** The product's title, to name the button. */
  title: string;
  /** Compact sits on a product card's cover; regular beside a product page's buy button. */
  size?: 'regular' | 'compact';
}

/**
 * The heart that saves an entry to the customer's favourites or forgets it. Guests are asked
 * to sign in first and come back to this page afterwards.
 */
export function FavoriteButton({
  productId,
  platformGroupId,
  title,
  size = 'regular',
}: FavoriteButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.user !== null);
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const saved = favorites.data?.favorites.some((f) => f.platformGroupId === platformGroupId);
  const busy = add.isPending || remove.isPending || (signedIn && favorites.isPending);

  const handleClick = () => {
    if (busy) return;
    if (!signedIn) {
      notify({ tone: 'info', message: t('favorites.signInToSave') });
      void navigate(loginPath(location));
      return;
    }
    const onError = () => {
      notify({ tone: 'error', message: t('favorites.failed') });
    };
    if (saved) {
      remove.mutate(
        { platformGroupId: Number(platformGroupId) },
        {
          onSuccess: () => notify({ tone: 'success', message: t('favorites.removed', { title }) }),
          onError,
        },
      );
      return;
    }
    add.mutate(
      { productId: Number(productId), platformGroupId: Number(platformGroupId) },
      {
        onSuccess: () => notify({ tone: 'success', message: t('favorites.added', { title }) }),
        onError,
      },
    );
  };

  return (
    <button
      type="button"
      aria-label={t('favorites.button.label', { title })}
      aria-pressed={saved ?? false}
      // Not disabled while busy, so keyboard focus stays on the button.
      aria-disabled={busy || undefined}
      title={saved ? t('favorites.button.remove') : t('favorites.button.add')}
      onClick={handleClick}
      className={clsx(
        'grid shrink-0 place-items-center border transition-colors aria-disabled:cursor-wait aria-disabled:opacity-70',
        size === 'compact' ? 'size-9 rounded-full shadow-sm' : 'size-12 rounded-lg',
        saved
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-500/15 dark:text-rose-400 dark:hover:bg-rose-500/25'
          : 'border-slate-300 bg-white text-slate-600 hover:border-rose-300 hover:text-rose-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-rose-800 dark:hover:text-rose-400',
      )}
    >
      <Heart
        aria-hidden="true"
        className={clsx(size === 'compact' ? 'size-4' : 'size-5', saved && 'fill-current')}
      />
    </button>
  );
}
