import { LANGUAGES } from '@store/shared/constants';
import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  CreateProductBody,
  UpdateProductInput,
} from '@store/shared/schemas/admin-catalogue';
import { slugify } from '@store/shared/rules/product-path';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import * as repo from './catalogue-admin.repository';
import { presentAdminProduct, presentListItem } from './catalogue-admin.presenter';
import {
  changeProduct,
  recordChange,
  type CatalogueActor,
  type CatalogueContext,
  type ProductNotFound,
} from './catalogue-change';
import { applyEditions, type EditionFailure } from './catalogue-editions';

export type ProductEditFailure =
  | ProductNotFound
  | EditionFailure
  | Failure<'unknown-lookup' | 'slug-taken' | 'unknown-base-product' | 'no-entries'>;

/** A page of the back office's product search, unpublished products included. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const { rows, total } = await repo.searchProducts(db, query);
  return {
    products: rows.map(presentListItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The whole editable product, or a failure when there is none. */
export async function getAdminProduct(
  db: Db,
  productId: number,
): Promise<Result<AdminProduct, ProductNotFound>> {
  const product = await repo.findProductRow(db, productId);
  if (!product) return fail('product-not-found');
  return ok(presentAdminProduct(product, await repo.findProductParts(db, productId)));
}

/** A free slug: the wanted one, else with the lowest free number after it. */
async function freeSlug(db: Db, wanted: string): Promise<string> {
  const base = wanted || 'product';
  if (!(await repo.slugTaken(db, base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await repo.slugTaken(db, candidate))) return candidate;
  }
}

/** A new product, unpublished, with its audit entry; its slug from the title unless given. */
export async function createProduct(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  body: CreateProductBody,
): Promise<Result<AdminProduct, ProductEditFailure>> {
  const { title, slug, releaseDate, ...lookups } = body;
  if (!(await repo.lookupsExist(ctx.db, lookups))) return fail('unknown-lookup');
  if (slug !== undefined && (await repo.slugTaken(ctx.db, slug))) return fail('slug-taken');
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertProduct(tx, {
      title,
      slug: slug ?? (await freeSlug(tx, slugify(title))),
      releaseDate,
      ...lookups,
      published: false,
    });
    await recordChange(tx, ctx, actor, row.id, {
      action: 'product.create',
      before: {},
      after: { title: row.title, slug: row.slug, published: false, releaseDate, ...lookups },
    });
    return row;
  });
  return getAdminProduct(ctx.db, created.id);
}

type Snapshot = Record<string, unknown>;

/** The product's editable fields as the audit log compares them. */
async function snapshotOf(db: Db, product: repo.ProductRow): Promise<Snapshot> {
  const view = presentAdminProduct(product, await repo.findProductParts(db, product.id));
  const { entries: _entries, images: _images, _id, published: _published, ...fields } = view;
  return fields;
}

/**
 * Applies an edit: only the fields sent change; lookups, the base product, the slug and the
 * editions are checked first, and a failure leaves everything as it was.
 */
export async function updateProduct(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  body: UpdateProductInput,
): Promise<Result<AdminProduct, ProductEditFailure>> {
  const changed = await changeProduct<ProductEditFailure>(
    ctx,
    actor,
    productId,
    async (tx, product) => {
      const { typeId, genreId, developerId, publisherId, ratingId } = body;
      if (!(await repo.lookupsExist(tx, { typeId, genreId, developerId, publisherId, ratingId })))
        return fail('unknown-lookup');
      if (body.slug !== undefined && (await repo.slugTaken(tx, body.slug, productId)))
        return fail('slug-taken');
      if (body.baseProductId !== undefined && body.baseProductId !== null) {
        const base = await repo.findProductRow(tx, body.baseProductId);
        if (!base || base.id === productId) return fail('unknown-base-product');
      }
      const before = await snapshotOf(tx, product);
      const columns = {
        title: body.title,
        slug: body.slug,
        typeId,
        genreId,
        developerId,
        publisherId,
        ratingId,
        releaseDate: body.releaseDate,
        baseProductId: body.baseProductId,
      };
      const set = Object.fromEntries(
        Object.entries(columns).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(set).length > 0) await repo.updateProductRow(tx, productId, set);
      for (const lang of LANGUAGES) {
        const title = body.titles?.[lang];
        if (title !== undefined) await repo.setTitle(tx, productId, lang, title || null);
        const description = body.descriptions?.[lang];
        if (description !== undefined) {
          await repo.setDescription(tx, productId, lang, description || null);
        }
        const requirements = body.systemRequirements?.[lang];
        if (requirements !== undefined) {
          const levels = requirements
            ? (['minimum', 'recommended'] as const).flatMap((name) => {
                const value = requirements[name];
                return value ? [{ level: name, ...value }] : [];
              })
            : [];
          await repo.setRequirements(tx, productId, lang, levels);
        }
      }
      if (body.editions !== undefined) {
        const editions = await applyEditions(tx, productId, body.editions);
        if (!editions.ok) return editions;
      }
      // The drawn art shows the title, type and editions: new art comes under a new URL.
      if (body.title !== undefined || body.typeId !== undefined || body.editions !== undefined) {
        await repo.bumpImageVersion(tx, productId);
      }
      const updated = await repo.findProductRow(tx, productId);
      const after = updated ? await snapshotOf(tx, updated) : {};
      return ok({ action: 'product.update', before, after });
    },
  );
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}

/** Publishes or unpublishes; a product needs a platform entry before customers can see it. */
export async function setPublished(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  published: boolean,
): Promise<Result<AdminProduct, ProductEditFailure>> {
  const changed = await changeProduct<ProductEditFailure>(
    ctx,
    actor,
    productId,
    async (tx, product) => {
      if (published && (await repo.findProductParts(tx, productId)).entries.length === 0) {
        return fail('no-entries');
      }
      await repo.updateProductRow(tx, productId, { published });
      return ok({
        action: published ? 'product.publish' : 'product.unpublish',
        before: { published: product.published },
        after: { published },
      });
    },
  );
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}
