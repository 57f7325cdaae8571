import { useQueries, useQuery } from '@tanstack/react-query';
import { cartTotals, type CartLine, type CartTotals } from '@store/shared/rules/cart';
import { LOYALTY_LEVELS } from '@store/shared/rules/loyalty';
import { percentOfMinor } from '@store/shared/rules/money';
import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductReply } from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { useAchievementProfile } from '../../../lib/achievement-profile';
import type { PriceCurrency } from '../../../lib/money';
import { useAnnouncedCurrency } from '../../../lib/use-announced-currency';
import { useAuthStore } from '../../../stores/auth';
import { useCartStore } from '../../../stores/cart';
import { cartProductQueryOptions } from '../api/get-cart-product';
import { platformsQueryOptions } from '../api/get-platforms';

/** A cart line with what the server says about it, in one of the spec's states (section 8). */
export type CartLineView =
  | { status: 'loading'; line: CartLine; key: string }
  | { status: 'error'; line: CartLine; key: string; retry: () => void }
  | { status: 'platformMissing'; line: CartLine; key: string; product: ProductReply }
  | {
      status: 'ready';
      line: CartLine;
      key: string;
      product: ProductReply;
      entry: ProductPlatformEntry;
      /** Undefined when the platform lookup failed or does not know the entry's platform. */
      platform: Platform | undefined;
    };

type LoyaltyLevelEntry = (typeof LOYALTY_LEVELS)[number];

/**
 * The signed-in customer's level discount as the checkout will take it (spec section 9):
 * - none: a guest, or a level without a discount and none above it;
 * - loading: the customer's level is not known yet;
 * - unknown: the level could not be loaded; payment shows what the server takes off;
 * - hint: a level without a discount, and what the next level would give;
 * - applied: the share of the total after sale discounts the level takes off.
 */
export type LevelDiscountView =
  | { status: 'none' | 'loading' | 'unknown' }
  | { status: 'hint'; next: LoyaltyLevelEntry }
  | { status: 'applied'; level: LoyaltyLevelEntry; percent: number; amount: number };

export interface CartView {
  lines: CartLineView[];
  /** Totals of the lines that could be priced; null while any line is still loading. */
  totals: CartTotals | null;
  levelDiscount: LevelDiscountView;
  /**
   * What the customer pays: the totals' total less the level discount; null until both are
   * known, so no total is shown that the payment page would then correct.
   */
  payable: number | null;
  /** The currency the lines were priced in, else the one the server announced. */
  currency: PriceCurrency;
  /** Lines that cannot be bought as they are: not found, or not sold on that platform. */
  unavailableCount: number;
  /** Lines whose entry is out of stock. */
  outOfStockCount: number;
}

const lineKey = (line: CartLine) => `${line.productId}:${line.platformGroupId}`;

/**
 * The cart's lines resolved against the server's product data (prices are never stored in the
 * cart), each product fetched once however many of its platform groups are in the cart.
 */
export function useCartView(): CartView {
  const lines = useCartStore((state) => state.lines);
  const announced = useAnnouncedCurrency();
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = useQueries({
    queries: productIds.map((productId) => cartProductQueryOptions(productId)),
  });
  const platforms = useQuery({ ...platformsQueryOptions(), enabled: lines.length > 0 });
  const byProductId = new Map(productIds.map((productId, index) => [productId, products[index]]));
  // A failed lookup only costs the platform's name, so it does not hold the lines back.
  const platformsSettled = !platforms.isPending;

  const views = lines.map((line): CartLineView => {
    const key = lineKey(line);
    const query = byProductId.get(line.productId);
    if (query?.data) {
      const product = query.data;
      const entry = product.platforms.find((e) => e._id === String(line.platformGroupId));
      if (!entry) return { status: 'platformMissing', line, key, product };
      if (!platformsSettled) return { status: 'loading', line, key };
      const platform = platforms.data?.find((p) => p._id === entry.platformId);
      return { status: 'ready', line, key, product, entry, platform };
    }
    if (query?.isError) return { status: 'error', line, key, retry: () => void query.refetch() };
    return { status: 'loading', line, key };
  });

  const ready = views.filter((view) => view.status === 'ready');
  const pricedBy = ready[0]?.product;
  const loading = views.some((view) => view.status === 'loading');
  const currency = pricedBy
    ? { code: pricedBy.currency, symbol: pricedBy.currencySymbol }
    : announced;
  const totals = loading
    ? null
    : cartTotals(
        ready.map(({ entry, line }) => ({
          price: entry.price,
          salePrice: entry.salePrice,
          quantity: line.quantity,
        })),
      );
  const levelDiscount = useLevelDiscount(totals, currency);
  return {
    lines: views,
    totals,
    levelDiscount,
    payable:
      !totals || levelDiscount.status === 'loading'
        ? null
        : totals.total - (levelDiscount.status === 'applied' ? levelDiscount.amount : 0),
    currency,
    unavailableCount: views.filter(
      (view) => view.status === 'error' || view.status === 'platformMissing',
    ).length,
    outOfStockCount: ready.filter((view) => !view.entry.inStock).length,
  };
}

/**
 * The level discount on the cart's total after sale discounts, rounded to the currency's
 * price step exactly as the checkout prices it, so the cart and the payment page agree.
 */
function useLevelDiscount(totals: CartTotals | null, currency: PriceCurrency): LevelDiscountView {
  const signedIn = useAuthStore((state) => state.user !== null);
  // A remembered session is still being confirmed: the level may be about to arrive.
  const confirming = useAuthStore((state) => state.user === null && state.isLoggedIn);
  const profile = useAchievementProfile();
  if (confirming) return { status: 'loading' };
  if (!signedIn) return { status: 'none' };
  // A failed refresh keeps the level it had; only a profile never loaded is unknown.
  if (!profile.data) return profile.isError ? { status: 'unknown' } : { status: 'loading' };

  const { current, discountPercent } = profile.data.level;
  const level = LOYALTY_LEVELS.find((entry) => entry.level === current);
  if (!level) return { status: 'unknown' };
  if (discountPercent <= 0) {
    const next = LOYALTY_LEVELS.find((entry) => entry.discountPercent > 0);
    return next && next.level > level.level ? { status: 'hint', next } : { status: 'none' };
  }
  const amount = totals ? percentOfMinor(totals.total, discountPercent, currency.code) : 0;
  return { status: 'applied', level, percent: discountPercent, amount };
}
