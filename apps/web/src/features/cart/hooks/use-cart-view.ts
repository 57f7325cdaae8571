import { useQueries, useQuery } from '@tanstack/react-query';
import { cartTotals, type CartLine, type CartTotals } from '@store/shared/rules/cart';
import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductReply } from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import type { PriceCurrency } from '../../../lib/money';
import { useAnnouncedCurrency } from '../../../lib/use-announced-currency';
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

export interface CartView {
  lines: CartLineView[];
  /** Totals of the lines that could be priced; null while any line is still loading. */
  totals: CartTotals | null;
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
  return {
    lines: views,
    totals: loading
      ? null
      : cartTotals(
          ready.map(({ entry, line }) => ({
            price: entry.price,
            salePrice: entry.salePrice,
            quantity: line.quantity,
          })),
        ),
    currency: pricedBy ? { code: pricedBy.currency, symbol: pricedBy.currencySymbol } : announced,
    unavailableCount: views.filter(
      (view) => view.status === 'error' || view.status === 'platformMissing',
    ).length,
    outOfStockCount: ready.filter((view) => !view.entry.inStock).length,
  };
}
