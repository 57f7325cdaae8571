import { slugify } from '@store/shared/rules/product-path';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  deleteEditions,
  editionsInUse,
  findEditionRows,
  parkEditionSlugs,
  upsertEdition,
} from './catalogue-admin.repository';

export type EditionFailure = Failure<'unknown-edition' | 'edition-in-use'>;

/**
 * Makes the product's editions the given list, in its order: an item with an id keeps (and
 * renames) that edition, one without adds an edition, and an edition left out is removed,
 * unless a platform entry sells it. Slugs follow the names, unique within the product.
 */
export async function applyEditions(
  tx: Db,
  productId: number,
  list: readonly { _id?: string | undefined; name: string }[],
): Promise<Result<undefined, EditionFailure>> {
  const current = await findEditionRows(tx, productId);
  const known = new Set(current.map((e) => e.id));
  const kept = new Set<number>();
  for (const item of list) {
    if (item._id === undefined) continue;
    const id = Number(item._id);
    if (!known.has(id) || kept.has(id)) return fail('unknown-edition');
    kept.add(id);
  }
  const removed = current.filter((e) => !kept.has(e.id)).map((e) => e.id);
  const inUse = await editionsInUse(tx, productId);
  if (removed.some((id) => inUse.has(id))) return fail('edition-in-use');
  await deleteEditions(tx, removed);
  await parkEditionSlugs(tx, productId);
  const slugs = new Set<string>();
  for (const [position, item] of list.entries()) {
    const base = slugify(item.name) || 'edition';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    await upsertEdition(tx, {
      ...(item._id === undefined ? {} : { id: Number(item._id) }),
      productId,
      name: item.name,
      slug,
      position,
    });
  }
  return ok();
}
