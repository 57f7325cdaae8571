import { queryOptions } from '@tanstack/react-query';
import { ProductReply } from '@store/shared/schemas/product-details';
import { apiGet } from '../../../lib/api-client';

/** A product in the cart with every entry priced in the announced currency. */
export function getCartProduct(productId: number, signal?: AbortSignal): Promise<ProductReply> {
  return apiGet(`/product/id/${encodeURIComponent(String(productId))}`, ProductReply, { signal });
}

/** One query per product, shared by every line (platform group) of that product. */
export function cartProductQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['products', 'id', productId],
    queryFn: ({ signal }) => getCartProduct(productId, signal),
  });
}
