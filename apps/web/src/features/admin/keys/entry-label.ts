import type { StockEntry } from '@store/shared/schemas/key-stock';

/** A platform entry as staff tell it apart: platform, edition and region. */
export const entryLabel = (entry: StockEntry): string =>
  [entry.platform, entry.edition, entry.region].filter(Boolean).join(' · ');
