import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  AdminEntryParams,
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  AdminProductParams,
  AdminScreenshotParams,
  CreateEntryBody,
  CreateProductBody,
  MAX_IMAGE_BYTES,
  UpdateEntryBody,
  UpdateProductBody,
  UploadImageQuery,
} from '@store/shared/schemas/admin-catalogue';
import type { Db } from '../../db/types';
import { BadRequestError, valueOr } from '../../lib/http-errors';
import { requireStaff } from '../staff/staff-guard';
import { catalogueAdminError } from './catalogue-admin.errors';
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  setPublished,
  updateProduct,
} from './catalogue-admin.service';
import type { CatalogueActor, CatalogueContext } from './catalogue-change';
import { addEntry, removeEntry, updateEntry } from './catalogue-entries.service';
import { removeCover, removeScreenshot, uploadImage } from './catalogue-images.service';

const tags = ['admin'];
const config = { staffRoles: ['catalogue'] as const };
const response = { 200: AdminProduct };

function actorOf(request: FastifyRequest): CatalogueActor {
  const { user } = requireStaff(request);
  return { userId: user.id, email: user.email, ip: request.ip };
}

/** An upload over the limit is a 413 that says the limit; any other error goes on up. */
function uploadErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
  void reply.code(413).send({ message: M.imageTooLarge, code: 'IMAGE_TOO_LARGE' });
}

/**
 * /api/v1/admin/products: the back office's catalogue for the catalogue role. Every change
 * commits with its audit entry and a `catalogue.changed` event, so the store shows it at once.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueContext> = async (app, ctx) => {
  const { db }: { db: Db } = ctx;
  // Pictures come as the raw file, typed as an image; sharp decides whether it is one.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        description: 'Products by a word of the title or slug, or the id; unpublished too.',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductList },
      },
      config,
    },
    async (request) => listAdminProducts(db, request.query),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        description: 'A new product, unpublished until published.',
        body: CreateProductBody,
        response: { 201: AdminProduct },
      },
      config,
    },
    async (request, reply) => {
      const created = await createProduct(ctx, actorOf(request), request.body);
      return reply.code(201).send(valueOr(created, catalogueAdminError));
    },
  );

  app.get(
    '/products/:id',
    { schema: { tags, params: AdminProductParams, response }, config },
    async (request) => valueOr(await getAdminProduct(db, request.params.id), catalogueAdminError),
  );

  app.patch(
    '/products/:id',
    { schema: { tags, params: AdminProductParams, body: UpdateProductBody, response }, config },
    async (request) =>
      valueOr(
        await updateProduct(ctx, actorOf(request), request.params.id, request.body),
        catalogueAdminError,
      ),
  );

  for (const [path, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/products/:id/${path}`,
      { schema: { tags, params: AdminProductParams, response }, config, bodyLimit: 1024 },
      async (request) =>
        valueOr(
          await setPublished(ctx, actorOf(request), request.params.id, published),
          catalogueAdminError,
        ),
    );
  }

  app.post(
    '/products/:id/entries',
    { schema: { tags, params: AdminProductParams, body: CreateEntryBody, response }, config },
    async (request) =>
      valueOr(
        await addEntry(ctx, actorOf(request), request.params.id, request.body),
        catalogueAdminError,
      ),
  );

  app.patch(
    '/products/:id/entries/:entryId',
    { schema: { tags, params: AdminEntryParams, body: UpdateEntryBody, response }, config },
    async (request) => {
      const { id, entryId } = request.params;
      return valueOr(
        await updateEntry(ctx, actorOf(request), id, entryId, request.body),
        catalogueAdminError,
      );
    },
  );

  app.delete(
    '/products/:id/entries/:entryId',
    { schema: { tags, params: AdminEntryParams, response }, config },
    async (request) => {
      const { id, entryId } = request.params;
      return valueOr(await removeEntry(ctx, actorOf(request), id, entryId), catalogueAdminError);
    },
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        description: `The picture file itself as the body (an image content type, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB): the cover, or with ?kind=screenshot the next screenshot.`,
        params: AdminProductParams,
        querystring: UploadImageQuery,
        response,
      },
      config,
      bodyLimit: MAX_IMAGE_BYTES,
      errorHandler: uploadErrors,
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new BadRequestError(M.imageBody, 'IMAGE_BODY');
      }
      return valueOr(
        await uploadImage(ctx, actorOf(request), request.params.id, body, request.query),
        catalogueAdminError,
      );
    },
  );

  app.delete(
    '/products/:id/images/cover',
    { schema: { tags, params: AdminProductParams, response }, config },
    async (request) =>
      valueOr(await removeCover(ctx, actorOf(request), request.params.id), catalogueAdminError),
  );

  app.delete(
    '/products/:id/images/screenshots/:position',
    { schema: { tags, params: AdminScreenshotParams, response }, config },
    async (request) => {
      const { id, position } = request.params;
      return valueOr(
        await removeScreenshot(ctx, actorOf(request), id, position),
        catalogueAdminError,
      );
    },
  );
};
