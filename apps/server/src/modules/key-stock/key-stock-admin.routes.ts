import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyFileFormatOf } from '@store/shared/rules/key-file';
import {
  KEY_STOCK_MESSAGES as M,
  KeyImport,
  KeyImportParams,
  KeyImportQuery,
  KeyImportRefusal,
  LowStockReply,
  StockEntry,
  StockEntryParams,
  StockKeyParams,
  StockKeysQuery,
  StockKeysReply,
  StockListQuery,
  StockListReply,
  StockThresholdBody,
  VoidKeyBody,
} from '@store/shared/schemas/key-stock';
import { BadRequestError, valueOr } from '../../lib/http-errors';
import { requireStaff } from '../staff/staff-guard';
import { createKeyImportJobs } from './key-import-jobs';
import { failStaleImports, findImport } from './key-imports.repository';
import { acceptKeyImport, IMPORT_BATCH, REPORT_CAP, runKeyImport } from './key-imports.service';
import { registerKeyFileBody } from './key-file-body';
import type { Actor, KeyStockContext } from './key-stock-context';
import {
  entryNotFoundError,
  importNotFoundError,
  keyImportError,
  voidKeyError,
} from './key-stock.errors';
import { presentKeyImport, presentStockEntry, presentStockKey } from './key-stock.presenter';
import {
  findStockEntry,
  listEntryKeys,
  listLowStockEntries,
  listStockEntries,
} from './key-stock.repository';
import { voidKey } from './key-void.service';
import { setStockThreshold } from './stock-levels.service';

const tags = ['admin'];
const roles = ['catalogue'] as const;
const ENTRIES_PER_PAGE = 50;
const KEYS_PER_PAGE = 50;
const LOW_LISTED = 200;
/** An import whose last batch is older than this has lost the process running it. */
const STALE_IMPORT_MS = 10 * 60_000;

const actorOf = (request: FastifyRequest): Actor => {
  const { user } = requireStaff(request);
  return { userId: user.id, email: user.email, ip: request.ip };
};

/**
 * /api/v1/admin/stock: the key stock per platform entry for the catalogue staff: levels and
 * low-stock thresholds, key file imports (checked line by line; large files run in the
 * background with their progress readable), and voiding a key. Keys never leave in clear.
 */
export const keyStockAdminRoutes: FastifyPluginAsyncZod<{ ctx: KeyStockContext }> = async (
  app,
  { ctx },
) => {
  const jobs = createKeyImportJobs(ctx.log);
  app.addHook('onClose', async () => jobs.whenIdle());
  const now = ctx.now();
  await failStaleImports(
    ctx.db,
    new Date(now.getTime() - STALE_IMPORT_MS),
    now,
    'The store restarted during the import. Import the file again: keys already in stock are skipped.',
  );
  registerKeyFileBody(app);

  app.get(
    '/stock',
    {
      schema: {
        tags,
        description: 'Stock per platform entry: keys by status, threshold and low flag.',
        querystring: StockListQuery,
        response: { 200: StockListReply },
      },
      config: { staffRoles: roles },
    },
    async (request) => {
      const { q, lowOnly, page } = request.query;
      const { rows, total } = await listStockEntries(
        ctx.db,
        { q, lowOnly },
        { limit: ENTRIES_PER_PAGE, offset: (page - 1) * ENTRIES_PER_PAGE },
      );
      return { entries: rows.map(presentStockEntry), total, page, pageSize: ENTRIES_PER_PAGE };
    },
  );

  app.get(
    '/stock/low',
    {
      schema: {
        tags,
        description:
          'The entries whose low-stock alert is out, latest first (the dashboard’s list).',
        response: { 200: LowStockReply },
      },
      config: { staffRoles: roles },
    },
    async () => ({
      entries: (await listLowStockEntries(ctx.db, LOW_LISTED)).map(presentStockEntry),
    }),
  );

  app.get(
    '/stock/:entryId',
    {
      schema: {
        tags,
        description: 'One platform entry’s stock.',
        params: StockEntryParams,
        response: { 200: StockEntry },
      },
      config: { staffRoles: roles },
    },
    async (request) => {
      const entry = await findStockEntry(ctx.db, request.params.entryId);
      if (!entry) throw entryNotFoundError();
      return presentStockEntry(entry);
    },
  );

  app.put(
    '/stock/:entryId/threshold',
    {
      schema: {
        tags,
        description: 'Sets the entry’s low-stock threshold (null: no alert), on the audit log.',
        params: StockEntryParams,
        body: StockThresholdBody,
        response: { 200: StockEntry },
      },
      config: { staffRoles: roles },
      bodyLimit: 1024,
    },
    async (request) => {
      const result = await setStockThreshold(ctx.db, {
        entryId: request.params.entryId,
        threshold: request.body.threshold,
        actor: actorOf(request),
        now: ctx.now(),
      });
      return presentStockEntry(valueOr(result, entryNotFoundError));
    },
  );

  app.post(
    '/stock/:entryId/imports',
    {
      schema: {
        tags,
        description:
          'Imports a key file sent as the raw body (text/plain: one key per line; text/csv: a `key` column or the first one). all-or-nothing (default) refuses the whole file over any bad line (422, the lines listed); good-lines imports the rest. 201 when done at once, 202 while it runs in the background.',
        params: StockEntryParams,
        querystring: KeyImportQuery,
        response: { 201: KeyImport, 202: KeyImport, 422: KeyImportRefusal },
      },
      config: { staffRoles: roles },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const text: unknown = request.body;
      if (typeof text !== 'string') throw new BadRequestError(M.notText, 'NOT_TEXT');
      const fileName = request.query.fileName || null;
      const result = await acceptKeyImport(ctx, {
        entryId: request.params.entryId,
        text,
        format: keyFileFormatOf(request.headers['content-type'] ?? '', fileName ?? undefined),
        mode: request.query.mode,
        fileName,
        actor,
      });
      if (!result.ok) {
        const failure = result.failure;
        if (failure.reason !== 'bad-lines') throw keyImportError(failure);
        const at = ctx.now().toISOString();
        return reply.code(422).send({
          message: M.badLines,
          code: 'BAD_LINES',
          import: {
            _id: '',
            entryId: request.params.entryId,
            mode: request.query.mode,
            fileName,
            status: 'refused',
            total: failure.total,
            processed: failure.total,
            imported: 0,
            rejected: failure.bad.length,
            report: failure.bad.slice(0, REPORT_CAP),
            reportTruncated: failure.bad.length > REPORT_CAP,
            error: null,
            createdAt: at,
            finishedAt: at,
          },
        });
      }
      if (result.value.keys.length <= IMPORT_BATCH) {
        const done = await runKeyImport(ctx, result.value, actor);
        return reply.code(201).send(presentKeyImport(done ?? result.value.row));
      }
      jobs.start(() => runKeyImport(ctx, result.value, actor));
      return reply.code(202).send(presentKeyImport(result.value.row));
    },
  );

  app.get(
    '/stock/imports/:importId',
    {
      schema: {
        tags,
        description: 'An import’s progress, counts and refused lines.',
        params: KeyImportParams,
        response: { 200: KeyImport },
      },
      config: { staffRoles: roles },
    },
    async (request) => {
      const row = await findImport(ctx.db, request.params.importId);
      if (!row) throw importNotFoundError();
      return presentKeyImport(row);
    },
  );

  app.get(
    '/stock/:entryId/keys',
    {
      schema: {
        tags,
        description: 'One page of the entry’s keys, newest first; never their text.',
        params: StockEntryParams,
        querystring: StockKeysQuery,
        response: { 200: StockKeysReply },
      },
      config: { staffRoles: roles },
    },
    async (request) => {
      const { entryId } = request.params;
      if (!(await findStockEntry(ctx.db, entryId))) throw entryNotFoundError();
      const { status, page } = request.query;
      const { rows, total } = await listEntryKeys(ctx.db, entryId, status, {
        limit: KEYS_PER_PAGE,
        offset: (page - 1) * KEYS_PER_PAGE,
      });
      return { keys: rows.map(presentStockKey), total, page, pageSize: KEYS_PER_PAGE };
    },
  );

  app.post(
    '/stock/keys/:keyId/void',
    {
      schema: {
        tags,
        description:
          'Takes an available key off sale for good, with a reason, on the audit log; 409 for a reserved, sold or voided key.',
        params: StockKeyParams,
        body: VoidKeyBody,
        response: { 200: StockEntry },
      },
      config: { staffRoles: roles },
      bodyLimit: 4096,
    },
    async (request) => {
      const voided = valueOr(
        await voidKey(ctx.db, {
          keyId: request.params.keyId,
          reason: request.body.reason,
          actor: actorOf(request),
          now: ctx.now(),
        }),
        voidKeyError,
      );
      const entry = await findStockEntry(ctx.db, voided.entryId);
      if (!entry) throw entryNotFoundError();
      return presentStockEntry(entry);
    },
  );
};
