import { MAX_QUANTITY_PER_LINE } from './constants';

/** The spec's cart texts (sections 5 and 8), exactly as written; the web translates them. */
export const CART_MESSAGES = {
  loadingProduct: 'Loading product...',
  productNotFound: 'Error or product not found',
  platformNotFound: 'Platform not found in product data',
  /** `{max}` stands for the most units one line may hold. */
  maxQuantity: 'Maximum of {max} products allowed',
} as const;

/** The plus button's tooltip with the limit filled in: 'Maximum of 3 products allowed'. */
export function maxQuantityMessage(max: number = MAX_QUANTITY_PER_LINE): string {
  return CART_MESSAGES.maxQuantity.replace('{max}', String(max));
}
