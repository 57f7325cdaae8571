import { randomUUID } from 'node:crypto';
import {
  MAX_KEYS_PER_FILE,
  readKeyFile,
  type BadLine,
  type FileKey,
  type KeyFileFormat,
} from '@store/shared/rules/key-file';
import type { KeyImportMode } from '@store/shared/schemas/key-stock';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../staff/staff.repository';
import type { Actor, KeyStockContext } from './key-stock-context';
import { findStockEntry } from './key-stock.repository';
import {
  finishImport,
  findStockedFingerprints,
  insertImport,
  insertKeys,
  recordImportBatch,
  type KeyImportRow,
} from './key-imports.repository';
import { checkLowStock } from './stock-levels.service';

/** Keys encrypted and inserted per statement (and per progress step). */
export const IMPORT_BATCH = 1000;
/** Fingerprints looked up in stock per query. */
const LOOKUP_BATCH = 5000;
/** Refused lines kept in an import's report; the count covers them all. */
export const REPORT_CAP = 1000;

/** A key ready to be stored: its line, text and fingerprint. */
export type PreparedKey = FileKey & { fingerprint: string };

export type KeyImportFailure =
  | { reason: 'entry-not-found' }
  | { reason: 'empty-file' }
  | { reason: 'too-many-keys' }
  | { reason: 'bad-lines'; total: number; bad: BadLine[] };

/** An import accepted: its row (running) and the keys still to store. */
export type AcceptedImport = { row: KeyImportRow; keys: PreparedKey[]; availableBefore: number };

const byLine = (a: BadLine, b: BadLine): number => a.line - b.line;

/**
 * Reads a key file for an entry and checks every line: against the file's rules
 * (`readKeyFile`) and against stock, by fingerprint. In `all-or-nothing` mode any refused
 * line refuses the whole file and nothing is stored; in `good-lines` mode the refused lines
 * are reported and the rest accepted. An accepted import is recorded as running; `runKeyImport`
 * then stores its keys.
 */
export async function acceptKeyImport(
  ctx: KeyStockContext,
  input: {
    entryId: number;
    text: string;
    format: KeyFileFormat;
    mode: KeyImportMode;
    fileName: string | null;
    actor: Actor;
  },
): Promise<Result<AcceptedImport, KeyImportFailure>> {
  const entry = await findStockEntry(ctx.db, input.entryId);
  if (!entry) return fail('entry-not-found');
  const { keys, bad } = readKeyFile(input.text, input.format);
  const total = keys.length + bad.length;
  if (keys.length === 0 && bad.length === 0) return fail('empty-file');
  if (total > MAX_KEYS_PER_FILE) return fail('too-many-keys');
  const prepared = keys.map((k) => ({ ...k, fingerprint: ctx.fingerprint(k.key) }));
  const fresh: PreparedKey[] = [];
  for (let start = 0; start < prepared.length; start += LOOKUP_BATCH) {
    const batch = prepared.slice(start, start + LOOKUP_BATCH);
    const stocked = await findStockedFingerprints(
      ctx.db,
      batch.map((k) => k.fingerprint),
    );
    for (const key of batch) {
      if (stocked.has(key.fingerprint)) bad.push({ line: key.line, reason: 'already-in-stock' });
      else fresh.push(key);
    }
  }
  bad.sort(byLine);
  if (bad.length > 0 && input.mode === 'all-or-nothing') {
    return fail({ reason: 'bad-lines', total, bad });
  }
  const row = await insertImport(ctx.db, {
    id: randomUUID(),
    entryId: input.entryId,
    mode: input.mode,
    fileName: input.fileName,
    total,
    processed: bad.length,
    rejected: bad.length,
    report: bad.slice(0, REPORT_CAP),
    createdBy: input.actor.userId,
    now: ctx.now(),
  });
  return ok({ row, keys: fresh, availableBefore: entry.available });
}

/**
 * Encrypts and stores an accepted import's keys in batches, each batch with its progress in
 * one transaction. A key stocked meanwhile (the same file imported twice at once) is skipped
 * by the unique fingerprint and reported as already in stock, so each key is added once.
 * Ends the import done (on the audit log, the entry's alert re-checked) or failed.
 */
export async function runKeyImport(
  ctx: KeyStockContext,
  accepted: AcceptedImport,
  actor: Actor,
): Promise<KeyImportRow | undefined> {
  const { row, keys } = accepted;
  try {
    for (let start = 0; start < keys.length; start += IMPORT_BATCH) {
      const batch = keys.slice(start, start + IMPORT_BATCH);
      const rows = batch.map((k) => ({
        encryptedKey: ctx.keyVault.encrypt(k.key, row.productPlatformId),
        fingerprint: k.fingerprint,
      }));
      await ctx.db.transaction(async (tx) => {
        const added = await insertKeys(tx, row.productPlatformId, rows);
        const refused = batch
          .filter((k) => !added.has(k.fingerprint))
          .map((k) => ({ line: k.line, reason: 'already-in-stock' as const }));
        await recordImportBatch(
          tx,
          row.id,
          { processed: batch.length, imported: added.size, refused },
          REPORT_CAP,
          ctx.now(),
        );
      });
      ctx.stockChanged?.();
    }
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const done = await finishImport(tx, row.id, { status: 'done', now });
      await checkLowStock(tx, [row.productPlatformId], now);
      await insertAudit(tx, {
        staffUserId: actor.userId,
        staffEmail: actor.email,
        action: 'stock.import',
        targetType: 'platform_entry',
        targetId: String(row.productPlatformId),
        before: { available: accepted.availableBefore },
        after: {
          importId: row.id,
          mode: row.mode,
          fileName: row.fileName,
          lines: row.total,
          imported: done?.imported ?? 0,
          rejected: done?.rejected ?? 0,
        },
        ip: actor.ip,
        at: now,
      });
      return done;
    });
  } catch (error) {
    ctx.log(`The key import ${row.id} failed`, error);
    return finishImport(ctx.db, row.id, {
      status: 'failed',
      error:
        'The import stopped on an unexpected error. Import the file again: keys already in stock are skipped.',
      now: ctx.now(),
    });
  }
}
