import type { ProductSummary } from '@store/shared/schemas/products';
import { CatalogPage } from '../../features/catalog/components/catalog-page';
import { pickDisplayEntry } from '../../features/catalog/utils/display-entry';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';

/** The heart on a card saves the entry the card advertises. */
function renderFavorite(product: ProductSummary) {
  const entry = pickDisplayEntry(product.platforms);
  if (!entry) return null;
  return (
    <FavoriteButton
      size="compact"
      productId={product._id}
      platformGroupId={entry._id}
      title={product.title}
    />
  );
}

/** /products: the catalogue, filtered and searched through its URL (spec section 2). */
export function ProductsRoute() {
  return <CatalogPage renderCardAction={renderFavorite} />;
}
