import type {
  editions,
  productDescriptions,
  productPlatforms,
  products,
  reviews,
  screenshots,
} from '../schema/catalogue';
import type { SystemRequirementRow } from './system-requirements';

/**
 * Rows as the generator yields them: every column spelled out, ids assigned up front.
 * A product's lowest price is derived from its platform rows when the chunk is written.
 */
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'createdAt' | 'minPriceMinor' | 'published' | 'imageVersion'
>;
export type DescriptionRow = typeof productDescriptions.$inferSelect;
export type EditionRow = typeof editions.$inferSelect;
export type ProductPlatformRow = typeof productPlatforms.$inferSelect;
export type ScreenshotRow = typeof screenshots.$inferSelect;
/** createdAt as ISO text, so the generator's output is plain, comparable data; no user yet. */
export type ReviewRow = Omit<typeof reviews.$inferSelect, 'createdAt' | 'userId'> & {
  createdAt: string;
};
/** A key before encryption; the seeder encrypts it for its platform group. */
/** A key to be: its id and platform group; its characters come from the install's secret. */
export type KeySlot = { id: number; productPlatformId: number; platformId: number };
export type { SystemRequirementRow };

/** One slice of the catalogue, small enough to insert in one transaction. */
export type CatalogueChunk = {
  products: ProductRow[];
  descriptions: DescriptionRow[];
  editions: EditionRow[];
  productPlatforms: ProductPlatformRow[];
  systemRequirements: SystemRequirementRow[];
  screenshots: ScreenshotRow[];
  reviews: ReviewRow[];
  keys: KeySlot[];
};
