import type { Favorite, FavoriteList } from '@store/shared/schemas/favorites';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';

/** A saved entry: Elden Ring's Steam Standard Edition on sale, unless overridden. */
export function favorite(
  overrides: Partial<Omit<Favorite, 'entry'>> & { entry?: Partial<ProductPlatformEntry> } = {},
): Favorite {
  const productId = overrides.productId ?? '1';
  const platformGroupId = overrides.platformGroupId ?? '101';
  const { entry, ...rest } = overrides;
  return {
    platformGroupId,
    productId,
    product: {
      _id: productId,
      title: 'Elden Ring',
      slug: 'elden-ring',
      typeId: '1',
      genreId: '3',
      releaseDate: '2024-02-22',
      platforms: [],
      images: {
        small: `/media/products/${productId}/small.webp`,
        cover: `/media/products/${productId}/cover.webp`,
        large: `/media/products/${productId}/large.webp`,
      },
    },
    entry: {
      _id: platformGroupId,
      platformId: '2',
      editionId: '1',
      editionName: 'Standard Edition',
      regionId: '2',
      price: 5999,
      salePrice: 3999,
      inStock: true,
      ...entry,
    },
    notifyPriceDrop: false,
    notifyBackInStock: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...rest,
  };
}

export function favoriteList(favorites: Favorite[]): FavoriteList {
  return { favorites, currency: 'EUR', currencySymbol: '€' };
}
