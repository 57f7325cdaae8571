import { z } from 'zod';
import { NUL, NUL_MESSAGE } from '../rules/nul-character';

/**
 * A string field the database can store: no NUL character. The server refuses NUL in every
 * request field before validation; this says so in the contract, and lets forms say it first.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes(NUL), NUL_MESSAGE);

/** Ids travel as numeric strings, as the spec's `_id` fields do. */
export const NumericId = z.string().regex(/^\d{1,12}$/, 'Must be a numeric id');

/** The body of every error reply. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * GET /api/v1/health. `underConstruction` rides along on the poll, so turning maintenance on
 * reaches every open page within one poll; optional, as older answers lack it.
 */
export const Health = z.object({ status: z.string(), underConstruction: z.boolean().optional() });
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
