import type { Platform } from '@store/shared/schemas/lookups';
import type {
  ProductList,
  ProductPlatformEntry,
  ProductSummary,
} from '@store/shared/schemas/products';

export const platforms: Platform[] = [
  {
    _id: '7',
    name: 'Steam',
    slug: 'steam',
    categoryId: 'pc',
    color: '#1b2838',
    hasGiftCards: false,
  },
  {
    _id: '10',
    name: 'PlayStation',
    slug: 'playstation',
    categoryId: 'ps',
    color: '#0070d1',
    hasGiftCards: true,
  },
  { _id: '12', name: 'Xbox', slug: 'xbox', categoryId: 'xb', color: '#107c10', hasGiftCards: true },
  {
    _id: '13',
    name: 'Nintendo eShop',
    slug: 'nintendo-eshop',
    categoryId: 'nt',
    color: '#e60012',
    hasGiftCards: true,
  },
];

let nextEntryId = 100;

export function entry(overrides: Partial<ProductPlatformEntry> = {}): ProductPlatformEntry {
  nextEntryId += 1;
  return {
    _id: String(nextEntryId),
    platformId: '7',
    editionId: null,
    editionName: null,
    regionId: '1',
    price: 5999,
    salePrice: null,
    inStock: true,
    ...overrides,
  };
}

export function product(
  overrides: Partial<ProductSummary> & Pick<ProductSummary, '_id' | 'title' | 'slug'>,
): ProductSummary {
  const { _id } = overrides;
  return {
    typeId: '1',
    genreId: '3',
    releaseDate: '2024-02-22',
    platforms: [entry()],
    images: {
      small: `/media/products/${_id}/small.webp`,
      cover: `/media/products/${_id}/cover.webp`,
      large: `/media/products/${_id}/large.webp`,
    },
    ...overrides,
  };
}

export function productList(products: ProductSummary[], overrides: Partial<ProductList> = {}) {
  return {
    products,
    total: products.length,
    page: 1,
    pageSize: 6,
    currency: 'EUR',
    currencySymbol: '€',
    ...overrides,
  } satisfies ProductList;
}

export const games = [
  product({
    _id: '1',
    title: 'Elden Ring',
    slug: 'elden-ring',
    platforms: [entry({ platformId: '7', price: 5999, salePrice: 3999 })],
  }),
  product({
    _id: '2',
    title: 'Forza Horizon 5',
    slug: 'forza-horizon-5',
    platforms: [entry({ platformId: '12', price: 4999 })],
  }),
  product({
    _id: '3',
    title: 'Mystery Game',
    slug: 'mystery-game',
    platforms: [entry({ platformId: '99', price: 1999 })],
  }),
];

export const giftCards = [
  product({
    _id: '20',
    title: 'PlayStation Store Gift Card',
    slug: 'playstation-store-gift-card',
    typeId: '3',
    platforms: [
      entry({ platformId: '10', editionName: '€50', price: 5000 }),
      entry({ platformId: '10', editionName: '€25', price: 2500 }),
    ],
  }),
];

export const subscriptions = [
  product({
    _id: '30',
    title: 'Xbox Game Pass Ultimate',
    slug: 'xbox-game-pass-ultimate',
    typeId: '4',
    platforms: [entry({ platformId: '12', editionName: '3 Months', price: 4499, inStock: false })],
  }),
];

export const dlc = [
  product({
    _id: '40',
    title: 'Elden Ring: Shadow of the Erdtree',
    slug: 'elden-ring-shadow-of-the-erdtree',
    typeId: '2',
    platforms: [entry({ platformId: '7', price: 3999, salePrice: 2999 })],
  }),
];
