import type { Platform, Region } from '@store/shared/schemas/lookups';
import type { ProductPageKind } from '@store/shared/rules/product-path';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useLookup, usePlatformsById } from '../../lib/get-lookup';
import { ProductCard } from '../../features/catalog/components/product-card';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { ProductPage } from '../../features/product/components/product-page';
import type { ProductPageSlots } from '../../features/product/components/product-page-slots';
import { NotFoundRoute } from './not-found';

const NO_PLATFORMS: ReadonlyMap<string, Platform> = new Map();

/**
 * A product page with what other features add to it: the favourite heart, the catalogue's
 * cards for suggestions, and region names.
 */
function ProductPageRoute({ kind }: { kind: ProductPageKind }) {
  const params = useParams();
  const platforms = usePlatformsById();
  const regionList = useLookup('regions');
  const regions = useMemo(
    () =>
      regionList.data
        ? new Map<string, Region>(regionList.data.map((region) => [region._id, region]))
        : undefined,
    [regionList.data],
  );
  // Without the platforms lookup the cards still work, naming no platform.
  const platformsById = platforms.data ?? (platforms.isError ? NO_PLATFORMS : undefined);

  const slots: ProductPageSlots = {
    renderFavorite: (target) => <FavoriteButton {...target} />,
    renderSuggestion: platformsById
      ? (product, currency) => (
          <ProductCard product={product} platforms={platformsById} currency={currency} />
        )
      : undefined,
    regions,
    notFound: <NotFoundRoute />,
  };

  return (
    <ProductPage
      kind={kind}
      params={{
        categoryId: params.categoryId ?? '',
        platformSlug: params.platformName ?? '',
        productSlug: params.productName ?? '',
        editionSlug: params.editionName,
      }}
      slots={slots}
    />
  );
}

/** game/{categoryId}/{platformName}/{productName} */
export function GamePageRoute() {
  return <ProductPageRoute kind="game" />;
}

/** dlc/{categoryId}/{platformName}/{productName} */
export function DlcPageRoute() {
  return <ProductPageRoute kind="dlc" />;
}

/** gift-card/{categoryId}/{platformName}/{productName}/{editionName} */
export function GiftCardPageRoute() {
  return <ProductPageRoute kind="gift-card" />;
}

/** subscription/{categoryId}/{platformName}/{productName}/{editionName} */
export function SubscriptionPageRoute() {
  return <ProductPageRoute kind="subscription" />;
}
