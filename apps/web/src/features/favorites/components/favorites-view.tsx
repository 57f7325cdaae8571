import type { Platform } from '@store/shared/schemas/lookups';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useFavorites } from '../api/get-favorites';
import { FavoriteItem, type RenderPrice } from './favorite-item';

interface FavoritesViewProps {
  /** Platforms by id, to name an entry's platform and link its page; undefined while loading. */
  platforms: ReadonlyMap<string, Platform> | undefined;
  renderPrice: RenderPrice;
}

/** The customer's favourites with today's price and stock, the cart, alerts and removal. */
export function FavoritesView({ platforms, renderPrice }: FavoritesViewProps) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const count = favorites.data?.favorites.length ?? 0;

  let content;
  if (favorites.isError) {
    content = (
      <StatePanel
        variant="error"
        title={t('favorites.loadError.title')}
        description={t('favorites.loadError.description')}
      >
        <Button onClick={() => void favorites.refetch()}>{t('common.retry')}</Button>
      </StatePanel>
    );
  } else if (!favorites.data || !platforms) {
    content = <FavoritesSkeleton />;
  } else if (count === 0) {
    content = (
      <StatePanel
        icon={Heart}
        title={t('favorites.empty.title')}
        description={t('favorites.empty.description')}
      >
        <Link to="/products" className={buttonClasses()}>
          {t('favorites.empty.action')}
        </Link>
      </StatePanel>
    );
  } else {
    const currency = { code: favorites.data.currency, symbol: favorites.data.currencySymbol };
    content = (
      <ul className="flex flex-col gap-4">
        {favorites.data.favorites.map((favorite) => (
          <li key={favorite.platformGroupId}>
            <FavoriteItem
              favorite={favorite}
              platform={platforms.get(favorite.entry.platformId)}
              currency={currency}
              renderPrice={renderPrice}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6 pb-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('favorites.page.title')}
        </h1>
        <p className="mt-2 text-base text-slate-600 dark:text-slate-400">
          {t('favorites.page.intro')}
        </p>
        {count > 0 ? (
          <p role="status" className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('favorites.page.count', { count })}
          </p>
        ) : null}
      </div>
      {content}
    </div>
  );
}

function FavoritesSkeleton() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('favorites.loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="flex gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
          >
            <Skeleton className="aspect-[3/4] w-20 shrink-0 rounded-lg sm:w-24" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-5 w-24" />
              <Skeleton className="mt-2 h-8 w-48" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
