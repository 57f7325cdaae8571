import { and, asc, eq } from 'drizzle-orm';
import {
  editions,
  productImages,
  productPlatforms,
  products,
  screenshots,
} from '../../db/schema/catalogue';
import { platforms } from '../../db/schema/lookups';
import type { Db } from '../../db/types';

/** What art needs to know of a product: title, type, first edition, image version, and a card's colour. */
export async function findArtSubject(db: Db, productId: number) {
  const [row] = await db
    .select({
      title: products.title,
      typeId: products.typeId,
      imageVersion: products.imageVersion,
      platformColor: platforms.color,
      editionName: editions.name,
    })
    .from(products)
    .leftJoin(productPlatforms, eq(productPlatforms.productId, products.id))
    .leftJoin(platforms, eq(platforms.id, productPlatforms.platformId))
    .leftJoin(editions, eq(editions.id, productPlatforms.editionId))
    .where(eq(products.id, productId))
    .orderBy(asc(productPlatforms.platformId), asc(editions.position))
    .limit(1);
  return row;
}

/** Whether the product has a screenshot at this position. */
export async function screenshotExists(
  db: Db,
  productId: number,
  position: number,
): Promise<boolean> {
  const rows = await db
    .select({ position: screenshots.position })
    .from(screenshots)
    .where(and(eq(screenshots.productId, productId), eq(screenshots.position, position)))
    .limit(1);
  return rows.length > 0;
}

/** An uploaded picture's WebP bytes in one size, or undefined where the art is drawn. */
export async function findUploadedImage(
  db: Db,
  image: { productId: number; kind: 'cover' | 'screenshot'; position: number; size: string },
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ webp: productImages.webp })
    .from(productImages)
    .where(
      and(
        eq(productImages.productId, image.productId),
        eq(productImages.kind, image.kind),
        eq(productImages.position, image.position),
        eq(productImages.size, image.size),
      ),
    )
    .limit(1);
  return row?.webp;
}
