import type { QueryClient } from '@tanstack/react-query';
import {
  PURCHASE_MESSAGES,
  type OrderSummary,
  type OrdersPage,
  type OwnedKey,
  type ReceivedKeysReply,
} from '@store/shared/schemas/purchases';

const ORDERS = ['account', 'purchases', 'orders'] as const;
const ORDER = ['account', 'purchases', 'order'] as const;
const RECEIVED = ['account', 'purchases', 'received-keys'] as const;

/** A revealed or gifted key ends its order's right to an instant refund (spec section 4). */
function applyToOrder(order: OrderSummary, keyId: string, patch: Partial<OwnedKey>): OrderSummary {
  if (!order.keys.some((key) => key.keyId === keyId)) return order;
  const keys = order.keys.map((key) => (key.keyId === keyId ? { ...key, ...patch } : key));
  if (patch.state === 'revealed') {
    return {
      ...order,
      keys,
      refund: { eligible: false, reason: PURCHASE_MESSAGES.refundRevealed },
    };
  }
  if (patch.state === 'gifted') {
    return { ...order, keys, refund: { eligible: false, reason: PURCHASE_MESSAGES.refundGifted } };
  }
  return { ...order, keys };
}

/**
 * Shows what the server just did to a key in every cached list at once, before they are
 * fetched again (see `refreshOwnedKeys`).
 */
export function updateOwnedKey(
  queryClient: QueryClient,
  keyId: string,
  patch: Partial<OwnedKey>,
): void {
  queryClient.setQueriesData<OrdersPage>({ queryKey: ORDERS }, (page) =>
    page
      ? { ...page, orders: page.orders.map((order) => applyToOrder(order, keyId, patch)) }
      : page,
  );
  queryClient.setQueriesData<OrderSummary>({ queryKey: ORDER }, (order) =>
    order ? applyToOrder(order, keyId, patch) : order,
  );
  queryClient.setQueriesData<ReceivedKeysReply>({ queryKey: RECEIVED }, (reply) =>
    reply
      ? { keys: reply.keys.map((key) => (key.keyId === keyId ? { ...key, ...patch } : key)) }
      : reply,
  );
}

/** Fetches orders and keys again; the key texts already shown stay as they are. */
export async function refreshOwnedKeys(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ORDERS }),
    queryClient.invalidateQueries({ queryKey: ORDER }),
    queryClient.invalidateQueries({ queryKey: RECEIVED }),
  ]);
}
