import type { Platform, Region } from '@store/shared/schemas/lookups';
import type {
  CreditDetails,
  ProductDetails,
  ProductReply,
  Screenshots,
  SuggestedProducts,
} from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import type { Review, ReviewList } from '@store/shared/schemas/reviews';
import { stubApi, type FakeReply, type FakeRoute } from '../../../test/fake-api';

/** The platforms lookup, as far as these pages need it. */
export const PLATFORMS: Platform[] = [
  {
    _id: '2',
    name: 'Steam',
    slug: 'steam',
    categoryId: 'pc',
    color: '#1b2838',
    hasGiftCards: true,
  },
  {
    _id: '10',
    name: 'PlayStation',
    slug: 'playstation',
    categoryId: 'ps',
    color: '#0070d1',
    hasGiftCards: true,
  },
];

export const REGIONS: Region[] = [
  { _id: '1', shortname: 'GLOBAL', name: 'Global', symbol: 'GLOBAL' },
  { _id: '2', shortname: 'EU', name: 'Europe', symbol: '€' },
];

const images = (id: string) => ({
  small: `/media/products/${id}/small.webp`,
  cover: `/media/products/${id}/cover.webp`,
  large: `/media/products/${id}/large.webp`,
});

function entry(overrides: Partial<ProductPlatformEntry> & { _id: string }): ProductPlatformEntry {
  return {
    platformId: '2',
    editionId: null,
    editionName: null,
    regionId: '2',
    price: 5999,
    salePrice: null,
    inStock: true,
    ...overrides,
  };
}

/** Elden Ring: Standard and Deluxe on Steam (Standard on sale), and on PlayStation. */
export const ELDEN_RING: ProductReply = {
  _id: '1',
  title: 'Elden Ring',
  slug: 'elden-ring',
  typeId: '1',
  genreId: '3',
  releaseDate: '2024-02-22',
  platforms: [
    entry({ _id: '101', editionId: '1', editionName: 'Standard Edition', salePrice: 3999 }),
    entry({ _id: '102', editionId: '2', editionName: 'Deluxe Edition', price: 7999 }),
    entry({ _id: '103', platformId: '10', editionId: '1', editionName: 'Standard Edition' }),
    entry({
      _id: '104',
      platformId: '10',
      editionId: '2',
      editionName: 'Deluxe Edition',
      price: 8499,
      inStock: false,
    }),
  ],
  images: images('1'),
  currency: 'EUR',
  currencySymbol: '€',
};

export const ELDEN_RING_DETAILS: ProductDetails = {
  _id: '1',
  title: 'Elden Ring',
  slug: 'elden-ring',
  type: { _id: '1', name: 'Games' },
  lang: 'en',
  description: 'Rise, Tarnished, and be guided by grace.\n\nA vast world awaits.',
  rating: { _id: '5', name: 'PEGI 16' },
  developer: { _id: '11', name: 'FromSoftware' },
  publisher: { _id: '12', name: 'Bandai Namco' },
  genre: { _id: '3', name: 'Action RPG' },
  releaseDate: '2024-02-22',
  editions: [
    { _id: '1', name: 'Standard Edition', slug: 'standard' },
    { _id: '2', name: 'Deluxe Edition', slug: 'deluxe' },
  ],
  platforms: [
    { _id: '2', name: 'Steam', slug: 'steam', categoryId: 'pc' },
    { _id: '10', name: 'PlayStation', slug: 'playstation', categoryId: 'ps' },
  ],
  baseProduct: null,
  systemRequirements: {
    minimum: {
      os: 'Windows 10 64-bit',
      processor: 'Intel Core i5-8400',
      memory: '12 GB RAM',
      graphics: 'NVIDIA GeForce GTX 1060 3 GB',
      directx: 'Version 12',
      storage: '60 GB available space',
      notes: null,
    },
    recommended: {
      os: 'Windows 11 64-bit',
      processor: 'Intel Core i7-8700K',
      memory: '16 GB RAM',
      graphics: 'NVIDIA GeForce GTX 1070 8 GB',
      directx: 'Version 12',
      storage: '60 GB SSD',
      notes: 'SSD recommended.',
    },
  },
  reviews: { average: 4.5, count: 2 },
  images: images('1'),
};

const cardOption = (id: string, amount: number, price: number, inStock = true) => ({
  edition: { _id: id, name: `${amount} EUR`, slug: `${amount}-eur` },
  faceValue: { amount, currency: 'EUR' },
  months: null,
  entry: entry({
    _id: `20${id}`,
    platformId: '10',
    editionId: id,
    editionName: `${amount} EUR`,
    price,
    inStock,
  }),
});

export const GIFT_CARD_OPTIONS = [
  cardOption('1', 25, 2549),
  cardOption('2', 50, 4999),
  cardOption('3', 100, 9899, false),
];

/** A PlayStation gift card sold in Europe in three values. */
export const GIFT_CARD: ProductReply = {
  _id: '20',
  title: 'PlayStation Store Gift Card (EU)',
  slug: 'playstation-store-gift-card-eu',
  typeId: '3',
  genreId: '9',
  releaseDate: '2020-01-01',
  platforms: GIFT_CARD_OPTIONS.map((option) => option.entry),
  images: images('20'),
  currency: 'EUR',
  currencySymbol: '€',
};

export const GIFT_CARD_DETAILS: ProductDetails = {
  ...ELDEN_RING_DETAILS,
  _id: '20',
  title: GIFT_CARD.title,
  slug: GIFT_CARD.slug,
  type: { _id: '3', name: 'Gift Cards' },
  description: 'Top up your PlayStation Store wallet.',
  rating: { _id: '1', name: 'PEGI 3' },
  publisher: { _id: '30', name: 'Sony Interactive Entertainment' },
  editions: GIFT_CARD_OPTIONS.map((option) => option.edition),
  platforms: [{ _id: '10', name: 'PlayStation', slug: 'playstation', categoryId: 'ps' }],
  systemRequirements: null,
  reviews: { average: 0, count: 0 },
  images: images('20'),
};

export const GIFT_CARD_CREDIT: CreditDetails = {
  _id: '20',
  title: GIFT_CARD.title,
  kind: 'giftCard',
  platform: { _id: '10', name: 'PlayStation', slug: 'playstation', categoryId: 'ps' },
  lang: 'en',
  regions: [
    {
      region: REGIONS[1] ?? { _id: '2', shortname: 'EU', name: 'Europe', symbol: '€' },
      note: 'Redeemable only on PlayStation accounts registered in Europe.',
      options: GIFT_CARD_OPTIONS,
    },
  ],
  currency: 'EUR',
  currencySymbol: '€',
};

export const SCREENSHOTS: Screenshots = {
  productId: '1',
  images: [
    { position: 1, url: '/media/screenshots/1/1.webp', caption: 'The Lands Between' },
    { position: 2, url: '/media/screenshots/1/2.webp', caption: 'A dragon over the lake' },
  ],
};

export function review(overrides: Partial<Review> & { _id: string }): Review {
  return {
    productId: '1',
    user: 'Ada L.',
    rating: 5,
    comment: 'A masterpiece.',
    verifiedPurchase: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    own: false,
    ...overrides,
  };
}

export function reviewList(reviews: Review[], overrides: Partial<ReviewList> = {}): ReviewList {
  return { reviews, average: 4.5, count: reviews.length, page: 1, pageSize: 5, ...overrides };
}

export const SUGGESTED: SuggestedProducts = {
  products: [
    {
      _id: '5',
      title: 'Dark Souls III',
      slug: 'dark-souls-iii',
      typeId: '1',
      genreId: '3',
      releaseDate: '2016-04-12',
      platforms: [entry({ _id: '501', price: 2999 })],
      images: images('5'),
    },
  ],
  currency: 'EUR',
  currencySymbol: '€',
};

const json =
  (body: unknown): FakeRoute =>
  () => ({ body });
const NOT_FOUND: FakeReply = {
  status: 404,
  body: { message: 'Product not found', code: 'NOT_FOUND' },
};

/**
 * The store's API for Elden Ring and the gift card, with every call a product page makes;
 * `overrides` replace or add routes.
 */
export function stubProductApi(overrides: Record<string, FakeRoute> = {}) {
  return stubApi({
    '/product/platforms': json(PLATFORMS),
    '/product/regions': json(REGIONS),
    '/product/title/elden-ring': json(ELDEN_RING),
    '/product/title/playstation-store-gift-card-eu': json(GIFT_CARD),
    '/product/title/no-such-game': () => NOT_FOUND,
    // The cart drawer, opening on an added line, reads the product by id.
    '/product/id/1': json(ELDEN_RING),
    '/product/id/20': json(GIFT_CARD),
    '/product/product-details/1': json(ELDEN_RING_DETAILS),
    '/product/product-details/20': json(GIFT_CARD_DETAILS),
    '/product/credit-details/20': json(GIFT_CARD_CREDIT),
    '/product/screenshots': (url) => ({
      body: { ...SCREENSHOTS, productId: url.searchParams.get('productId') ?? '' },
    }),
    '/product/reviews/1': json(reviewList([review({ _id: 'r1', verifiedPurchase: true })])),
    '/product/reviews/20': json(reviewList([], { average: 0 })),
    '/product/suggested/1': json(SUGGESTED),
    '/product/suggested/20': json({ ...SUGGESTED, products: [] }),
    '/auth/providers': json([]),
    ...overrides,
  });
}
