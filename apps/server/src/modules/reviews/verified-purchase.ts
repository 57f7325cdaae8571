import type { Db } from '../../db/types';

/**
 * Whether the customer bought a key of this product, which marks their review as a verified
 * purchase. The store has no orders yet, so nobody has: once checkout records orders, this
 * asks whether a paid order of the user holds a key of one of the product's platform groups.
 * Reviews store the answer when they are written.
 */
export async function hasBoughtProduct(
  _db: Db,
  _userId: number,
  _productId: number,
): Promise<boolean> {
  return false;
}
