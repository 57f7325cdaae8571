import { z } from 'zod';
import { BAD_LINE_REASONS, MAX_KEY_FILE_BYTES } from '../rules/key-file';

/**
 * The back office's key stock: imports of key files per platform group, stock levels with a
 * low-stock threshold, and voiding a key. Keys are never shown in clear to staff.
 */
export const KEY_STOCK_MESSAGES = {
  entryNotFound: 'No such platform entry.',
  keyNotFound: 'No such key.',
  importNotFound: 'No such key import.',
  notText: 'Send the key file as the request body, as text/plain or text/csv.',
  binaryFile:
    'This looks like a binary file: it holds NUL bytes or is not UTF-8 text. Export the keys as a plain text or CSV file.',
  fileTooLarge: `The file is larger than ${MAX_KEY_FILE_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  emptyFile: 'The file holds no keys.',
  tooManyKeys: 'The file holds too many keys for one import. Split it into smaller files.',
  badLines:
    'Some lines of the file were refused, so nothing was imported. Fix them, or import only the good lines.',
  keyNotAvailable:
    'Only a key on sale can be voided: this one is already reserved, sold or voided.',
} as const;

export const KEY_IMPORT_MODES = ['all-or-nothing', 'good-lines'] as const;
export const KeyImportMode = z.enum(KEY_IMPORT_MODES);
export type KeyImportMode = z.infer<typeof KeyImportMode>;

/** `:entryId`: a platform group (product_platforms.id). */
export const StockEntryParams = z.object({
  entryId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
export const StockKeyParams = z.object({
  keyId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const KeyImportParams = z.object({ importId: z.string().min(1).max(64) });

/** POST /stock/:entryId/imports?mode=&fileName= (the file is the raw body). */
export const KeyImportQuery = z.object({
  mode: KeyImportMode.default('all-or-nothing'),
  fileName: z.string().trim().max(255).optional(),
});

export const BadLineReason = z.enum(BAD_LINE_REASONS);
export const KeyFileBadLine = z.object({
  line: z.number().int(),
  reason: BadLineReason,
  firstLine: z.number().int().optional(),
});
export type KeyFileBadLine = z.infer<typeof KeyFileBadLine>;

export const KEY_IMPORT_STATUSES = ['running', 'done', 'failed', 'refused'] as const;

/**
 * An import and its progress: `total` non-blank lines, `processed` of them handled so far,
 * `imported` keys added, `rejected` lines refused; `report` lists refused lines (the first
 * ones only when `reportTruncated`). `refused` means nothing was imported.
 */
export const KeyImport = z.object({
  _id: z.string(),
  entryId: z.number().int(),
  mode: KeyImportMode,
  fileName: z.string().nullable(),
  status: z.enum(KEY_IMPORT_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  rejected: z.number().int(),
  report: z.array(KeyFileBadLine),
  reportTruncated: z.boolean(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type KeyImport = z.infer<typeof KeyImport>;

/** The 422 answer of an all-or-nothing import with refused lines: nothing was imported. */
export const KeyImportRefusal = z.object({
  message: z.string(),
  code: z.literal('BAD_LINES'),
  import: KeyImport,
});
export type KeyImportRefusal = z.infer<typeof KeyImportRefusal>;

export const MAX_STOCK_THRESHOLD = 100_000;
/** PUT /stock/:entryId/threshold: null turns the alert off. */
export const StockThresholdBody = z.object({
  threshold: z.number().int().min(0).max(MAX_STOCK_THRESHOLD).nullable(),
});
export type StockThresholdBody = z.infer<typeof StockThresholdBody>;

/** GET /stock?q=&lowOnly=&page= */
export const StockListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  lowOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A platform entry's stock: keys by status, its threshold and whether it is low. */
export const StockEntry = z.object({
  entryId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  platform: z.string(),
  edition: z.string().nullable(),
  region: z.string(),
  available: z.number().int(),
  reserved: z.number().int(),
  sold: z.number().int(),
  voided: z.number().int(),
  threshold: z.number().int().nullable(),
  low: z.boolean(),
  /** When the alert went out for the current crossing; null while above the threshold. */
  lowSince: z.string().nullable(),
});
export type StockEntry = z.infer<typeof StockEntry>;

export const StockListReply = z.object({
  entries: z.array(StockEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockListReply = z.infer<typeof StockListReply>;

/** GET /stock/low: the entries at or below their threshold, most recent alert first. */
export const LowStockReply = z.object({ entries: z.array(StockEntry) });
export type LowStockReply = z.infer<typeof LowStockReply>;

export const KEY_STATUSES = ['available', 'reserved', 'sold', 'voided'] as const;
export const KeyStatus = z.enum(KEY_STATUSES);
export type KeyStatus = z.infer<typeof KeyStatus>;

/** GET /stock/:entryId/keys?status=&page= */
export const StockKeysQuery = z.object({
  status: KeyStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/**
 * A key as staff see it: never its text, only the start of its fingerprint (to tell keys
 * apart and match them across screens) and what happened to it.
 */
export const StockKey = z.object({
  _id: z.number().int(),
  status: KeyStatus,
  createdAt: z.string(),
  fingerprint: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
});
export type StockKey = z.infer<typeof StockKey>;

export const StockKeysReply = z.object({
  keys: z.array(StockKey),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockKeysReply = z.infer<typeof StockKeysReply>;

/** POST /stock/keys/:keyId/void */
export const VoidKeyBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(500, 'Keep the reason under 500 characters'),
});
export type VoidKeyBody = z.infer<typeof VoidKeyBody>;
