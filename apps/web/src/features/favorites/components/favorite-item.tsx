import clsx from 'clsx';
import { PRODUCT_IMAGE_SIZES } from '@store/shared/constants';
import { productPath } from '@store/shared/rules/product-path';
import type { Favorite } from '@store/shared/schemas/favorites';
import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceCurrency } from '../../../lib/money';
import { notify } from '../../../stores/notices';
import { Button } from '../../../ui/button';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteAlerts } from './favorite-alerts';
import { FavoriteCartButton } from './favorite-cart-button';

/** Draws an entry's price (the catalogue's look), in the currency the list was priced in. */
export type RenderPrice = (entry: ProductPlatformEntry, currency: PriceCurrency) => ReactNode;

interface FavoriteItemProps {
  favorite: Favorite;
  platform: Platform | undefined;
  currency: PriceCurrency;
  renderPrice: RenderPrice;
}

const { small } = PRODUCT_IMAGE_SIZES;

/** One saved entry: cover, title, platform and edition, price and stock, cart, alerts, remove. */
export function FavoriteItem({ favorite, platform, currency, renderPrice }: FavoriteItemProps) {
  const { t } = useTranslation();
  const remove = useRemoveFavorite();
  const { product, entry } = favorite;
  const href = productPath(product, entry, platform);

  return (
    <article className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)_16rem] sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex gap-4 sm:contents">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <img
            src={product.images.small}
            alt=""
            width={small.width}
            height={small.height}
            loading="lazy"
            decoding="async"
            className="aspect-[3/4] h-auto w-20 rounded-lg bg-slate-100 object-cover ring-1 ring-black/5 sm:w-24 dark:bg-slate-800 dark:ring-white/10"
          />
        </Link>
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-base font-bold text-slate-900 dark:text-white">
            <Link to={href} className="hover:underline">
              {product.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {platform?.name ?? t('common.unknownPlatform')}
            {entry.editionName ? ` · ${entry.editionName}` : null}
          </p>
          {renderPrice(entry, currency)}
          <p
            className={clsx(
              'text-sm font-semibold',
              entry.inStock
                ? 'text-emerald-700 dark:text-emerald-400'
                : 'text-rose-700 dark:text-rose-400',
            )}
          >
            {entry.inStock ? t('favorites.item.inStock') : t('favorites.item.outOfStock')}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <FavoriteCartButton
              productId={favorite.productId}
              platformGroupId={favorite.platformGroupId}
              inStock={entry.inStock}
              title={product.title}
            />
            <Button
              size="sm"
              variant="secondary"
              pending={remove.isPending}
              aria-label={t('favorites.item.removeLabel', { title: product.title })}
              onClick={() => {
                remove.mutate(
                  { platformGroupId: Number(favorite.platformGroupId) },
                  { onError: () => notify({ tone: 'error', message: t('favorites.failed') }) },
                );
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('favorites.item.remove')}
            </Button>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-200 pt-4 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-5 dark:border-slate-800">
        <FavoriteAlerts favorite={favorite} />
      </div>
    </article>
  );
}
