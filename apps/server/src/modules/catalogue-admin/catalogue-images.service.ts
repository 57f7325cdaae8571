import {
  MAX_SCREENSHOTS,
  type AdminProduct,
  type UploadImageQuery,
} from '@store/shared/schemas/admin-catalogue';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import * as repo from './catalogue-admin.repository';
import { getAdminProduct } from './catalogue-admin.service';
import {
  changeProduct,
  type CatalogueActor,
  type CatalogueContext,
  type ProductNotFound,
} from './catalogue-change';
import { convertUpload, type NotAnImage } from './image-conversion';

export type ImageFailure =
  ProductNotFound | NotAnImage | Failure<'image-not-found' | 'too-many-screenshots'>;

/**
 * Stores an uploaded picture as the cover (replacing an earlier upload) or as the next
 * screenshot, converted to the store's WebP sizes; the product's image URLs change with it,
 * so the store shows it at once.
 */
export async function uploadImage(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  bytes: Buffer,
  query: UploadImageQuery,
): Promise<Result<AdminProduct, ImageFailure>> {
  // Converted before the transaction: sharp's work holds no lock.
  const converted = await convertUpload(bytes, query.kind);
  if (!converted.ok) return converted;
  const changed = await changeProduct<ImageFailure>(ctx, actor, productId, async (tx, product) => {
    let position = 0;
    if (query.kind === 'screenshot') {
      const positions = await repo.findScreenshotPositions(tx, productId);
      if (positions.length >= MAX_SCREENSHOTS) return fail('too-many-screenshots');
      position = Math.max(0, ...positions) + 1;
      await repo.insertScreenshot(tx, {
        productId,
        position,
        caption: query.caption ?? product.title,
      });
    }
    await repo.replaceImage(tx, { productId, kind: query.kind, position }, converted.value);
    await repo.bumpImageVersion(tx, productId);
    return ok({
      action: 'product_image.upload',
      before: {},
      after: { kind: query.kind, position, bytes: bytes.length },
    });
  });
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}

/** Removes the uploaded cover: the store's drawn cover comes back. */
export async function removeCover(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
): Promise<Result<AdminProduct, ImageFailure>> {
  const changed = await changeProduct<ImageFailure>(ctx, actor, productId, async (tx) => {
    if (!(await repo.deleteImage(tx, { productId, kind: 'cover', position: 0 }))) {
      return fail('image-not-found');
    }
    await repo.bumpImageVersion(tx, productId);
    return ok({
      action: 'product_image.delete',
      before: { kind: 'cover', uploaded: true },
      after: { kind: 'cover', uploaded: false },
    });
  });
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}

/** Removes a screenshot, uploaded or drawn. */
export async function removeScreenshot(
  ctx: CatalogueContext,
  actor: CatalogueActor,
  productId: number,
  position: number,
): Promise<Result<AdminProduct, ImageFailure>> {
  const changed = await changeProduct<ImageFailure>(ctx, actor, productId, async (tx) => {
    if (!(await repo.deleteScreenshot(tx, productId, position))) return fail('image-not-found');
    await repo.deleteImage(tx, { productId, kind: 'screenshot', position });
    await repo.bumpImageVersion(tx, productId);
    return ok({
      action: 'product_image.delete',
      before: { kind: 'screenshot', position },
      after: {},
    });
  });
  if (!changed.ok) return changed;
  return getAdminProduct(ctx.db, productId);
}
