import type { CartLine } from '@store/shared/rules/cart';
import { LOYALTY_LEVELS, levelState, type LoyaltyLevel } from '@store/shared/rules/loyalty';
import type { AchievementProfile } from '@store/shared/schemas/loyalty';
import type { ProductReply } from '@store/shared/schemas/product-details';
import type { ProductSummary } from '@store/shared/schemas/products';
import { act } from '@testing-library/react';
import { useCartStore } from '../../../stores/cart';
import { stubApi, type FakeRoute } from '../../../test/fake-api';
import { achievementProfile } from '../../../test/loyalty-fixtures';
import { entry, platforms, product } from '../../../test/fixtures';

/** A product as GET /product/id/{id} answers it, in euros. */
export function cartProduct(
  overrides: Partial<ProductSummary> & Pick<ProductSummary, '_id' | 'title' | 'slug'>,
): ProductReply {
  return { ...product(overrides), currency: 'EUR', currencySymbol: '€' };
}

/** Elden Ring on Steam (platform group 501) at €59.99, on sale for €39.99. */
export const eldenRing = cartProduct({
  _id: '1',
  title: 'Elden Ring',
  slug: 'elden-ring',
  platforms: [entry({ _id: '501', platformId: '7', price: 5999, salePrice: 3999 })],
});

/** Hades on Xbox (platform group 602) at €25.00, not on sale. */
export const hades = cartProduct({
  _id: '2',
  title: 'Hades',
  slug: 'hades',
  platforms: [entry({ _id: '602', platformId: '12', price: 2500 })],
});

/** Starfield on PlayStation (platform group 703), sold out. */
export const starfield = cartProduct({
  _id: '3',
  title: 'Starfield',
  slug: 'starfield',
  platforms: [entry({ _id: '703', platformId: '10', price: 6999, inStock: false })],
});

/** GET /users/me/achievement-profile of a customer who has just reached `level`. */
export function levelProfile(level: LoyaltyLevel): AchievementProfile {
  const reached = LOYALTY_LEVELS.find((candidate) => candidate.level === level);
  if (!reached) throw new Error(`No level ${String(level)}`);
  const newcomer = achievementProfile();
  return achievementProfile({
    level: levelState(reached.minXp),
    stats: { ...newcomer.stats, currentLevel: level },
  });
}

export const PROFILE_PATH = '/users/me/achievement-profile';

/**
 * Serves the given products by id and the platform lookup; every other product is a 404. A
 * signed-in customer is at level 1 unless a test serves another profile.
 */
export function stubCartApi(products: ProductReply[], routes: Record<string, FakeRoute> = {}) {
  const productRoutes = Object.fromEntries(
    products.map((item): [string, FakeRoute] => [
      `/product/id/${item._id}`,
      () => ({ body: item }),
    ]),
  );
  return stubApi({
    '/product/platforms': () => ({ body: platforms }),
    [PROFILE_PATH]: () => ({ body: levelProfile(1) }),
    ...productRoutes,
    ...routes,
  });
}

/** The server's answer for a product id it does not know. */
export const productNotFound: FakeRoute = () => ({
  status: 404,
  body: { message: 'Product not found', code: 'NOT_FOUND' },
});

/** Fills the cart as if the visitor had added these lines. */
export function fillCart(lines: CartLine[]) {
  act(() => {
    useCartStore.setState({ lines });
  });
}
