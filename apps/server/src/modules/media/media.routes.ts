import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_IMAGE_SIZES, PRODUCT_TYPES, type ProductImageSize } from '@store/shared/constants';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../lib/http-errors';
import { renderProductImage, renderScreenshot } from './cover-art';
import { getOrRenderImage } from './media-cache';
import { findArtSubject, findUploadedImage, screenshotExists } from './media.repository';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The singular label printed on the art, by product type id. */
const TYPE_LABELS: Readonly<Record<number, string>> = {
  [PRODUCT_TYPES.game]: 'Game',
  [PRODUCT_TYPES.dlc]: 'DLC',
  [PRODUCT_TYPES.giftCard]: 'Gift Card',
  [PRODUCT_TYPES.subscriptionCard]: 'Subscription',
};
/** Types whose art is a card of the product's own brand, coloured like its platform. */
const CARD_TYPES: ReadonlySet<number> = new Set([
  PRODUCT_TYPES.giftCard,
  PRODUCT_TYPES.subscriptionCard,
]);
/** Bumped when the drawing changes what it shows, so art cached on disk is drawn again. */
const ART_REVISION = 2;
const ProductId = z.coerce.number().int().min(1).max(2_147_483_647);
/** The cache file of an art revision and image version. */
const cachePath = (kind: string, productId: number, version: number, file: string) =>
  path.join(`${kind}-r${ART_REVISION}`, String(productId), `v${version}`, file);
const ImageSize = z.enum(
  Object.keys(PRODUCT_IMAGE_SIZES) as [ProductImageSize, ...ProductImageSize[]],
);

/** A card's brand colour (its platform's); none for games and DLC. */
function brandColor(subject: { typeId: number; platformColor: string | null }): string | null {
  return CARD_TYPES.has(subject.typeId) ? subject.platformColor : null;
}

/**
 * Product images under /media: an uploaded picture where the back office stored one, else
 * rendered from the catalogue on first request; kept under DATA_DIR/media per image version
 * (the URLs carry it as `?v=`), and cached by browsers for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; mediaDir: string }> = async (
  app,
  { db, mediaDir },
) => {
  app.get(
    '/products/:productId/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          productId: ProductId,
          file: z.string().regex(/^[a-z]+\.webp$/, 'Unknown image'),
        }),
      },
    },
    async (request, reply) => {
      const { productId, file } = request.params;
      const size = ImageSize.safeParse(file.replace(/\.webp$/, ''));
      if (!size.success) throw new NotFoundError('Unknown image size');
      const subject = await findArtSubject(db, productId);
      if (!subject) throw new NotFoundError('Product not found');
      const image = await getOrRenderImage(
        mediaDir,
        cachePath('products', productId, subject.imageVersion, file),
        async () =>
          (await findUploadedImage(db, {
            productId,
            kind: 'cover',
            position: 0,
            size: size.data,
          })) ??
          renderProductImage(
            {
              productId,
              title: subject.title,
              typeName: TYPE_LABELS[subject.typeId] ?? 'Game',
              brandColor: brandColor(subject),
              editionName: subject.editionName,
            },
            size.data,
          ),
      );
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(image);
    },
  );

  app.get(
    '/screenshots/:productId/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          productId: ProductId,
          file: z.string().regex(/^\d{1,2}\.webp$/, 'Unknown image'),
        }),
      },
    },
    async (request, reply) => {
      const { productId, file } = request.params;
      const position = Number(file.replace(/\.webp$/, ''));
      const subject = await findArtSubject(db, productId);
      if (!subject || !(await screenshotExists(db, productId, position))) {
        throw new NotFoundError('Screenshot not found');
      }
      const image = await getOrRenderImage(
        mediaDir,
        cachePath('screenshots', productId, subject.imageVersion, file),
        async () =>
          (await findUploadedImage(db, {
            productId,
            kind: 'screenshot',
            position,
            size: 'large',
          })) ??
          renderScreenshot({
            productId,
            title: subject.title,
            position,
            brandColor: brandColor(subject),
          }),
      );
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(image);
    },
  );
};
