import { z } from 'zod';

/** Ids travel as numeric strings, as the spec's `_id` fields do. */
export const NumericId = z.string().regex(/^\d{1,12}$/, 'Must be a numeric id');

/** The body of every error reply. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Health = z.object({ status: z.string() });
export type Health = z.infer<typeof Health>;

/** Store-wide settings served by GET /api/v1/product/home. */
export const HomeSettings = z.object({
  underConstruction: z.boolean(),
  /**
   * Where customers write to the support team (the store's configured address). Optional on
   * reading, so an answer cached from before it existed does not count as a failed store.
   */
  supportEmail: z.string().optional(),
});
export type HomeSettings = z.infer<typeof HomeSettings>;
