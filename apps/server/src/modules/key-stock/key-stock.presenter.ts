import type {
  KeyFileBadLine,
  KeyImport,
  StockEntry,
  StockKey,
} from '@store/shared/schemas/key-stock';
import type { KeyImportRow } from './key-imports.repository';
import type { StockEntryRow, StockKeyRow } from './key-stock.repository';

/** The part of a fingerprint staff see: enough to tell keys apart, nothing of the key. */
const FINGERPRINT_SHOWN = 12;

export function presentStockEntry(row: StockEntryRow): StockEntry {
  return {
    entryId: row.entryId,
    productId: row.productId,
    title: row.title,
    platform: row.platform,
    edition: row.edition,
    region: row.region,
    available: row.available,
    reserved: row.reserved,
    sold: row.sold,
    voided: row.voided,
    threshold: row.threshold,
    low: row.threshold !== null && row.available <= row.threshold,
    lowSince: row.lowSince?.toISOString() ?? null,
  };
}

export function presentStockKey(row: StockKeyRow): StockKey {
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    fingerprint: row.fingerprint?.slice(0, FINGERPRINT_SHOWN) ?? null,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt?.toISOString() ?? null,
  };
}

export function presentKeyImport(row: KeyImportRow): KeyImport {
  const report = row.report as KeyFileBadLine[];
  return {
    _id: row.id,
    entryId: row.productPlatformId,
    mode: row.mode,
    fileName: row.fileName,
    status: row.status,
    total: row.total,
    processed: row.processed,
    imported: row.imported,
    rejected: row.rejected,
    report,
    reportTruncated: row.rejected > report.length,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
