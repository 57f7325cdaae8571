import type { Platform } from '@store/shared/schemas/lookups';
import { useTranslation } from 'react-i18next';
import { usePlatformsById } from '../../lib/get-lookup';
import { ProductPrice } from '../../features/catalog/components/product-price';
import { FavoritesView } from '../../features/favorites/components/favorites-view';
import { displayPrice } from '../../lib/money';
import { useDocumentTitle } from '../../lib/use-document-title';

const NO_PLATFORMS: ReadonlyMap<string, Platform> = new Map();

/** /dashboard/favorites: the saved entries, priced and named with the catalogue's pieces. */
export function FavoritesRoute() {
  const { t } = useTranslation();
  const platforms = usePlatformsById();
  useDocumentTitle(t('dashboard.nav.favorites'));

  return (
    <FavoritesView
      // Without the platforms lookup the list still works, naming no platform.
      platforms={platforms.data ?? (platforms.isError ? NO_PLATFORMS : undefined)}
      renderPrice={(entry, currency) => (
        <ProductPrice price={displayPrice(entry)} currency={currency} />
      )}
    />
  );
}
