import { z } from 'zod';
import { CATEGORY_IDS } from '../constants';

export const Platform = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.enum(CATEGORY_IDS),
  color: z.string(),
  hasGiftCards: z.boolean(),
});
export type Platform = z.infer<typeof Platform>;

/** A plain named lookup entry (developers, publishers, genres, ratings, types, categories). */
export const NamedLookup = z.object({ _id: z.string(), name: z.string() });
export type NamedLookup = z.infer<typeof NamedLookup>;

export const Region = z.object({
  _id: z.string(),
  shortname: z.string(),
  name: z.string(),
  symbol: z.string(),
});
export type Region = z.infer<typeof Region>;

export const Currency = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** Units of this currency per 1 EUR, as integer millionths. */
  rateMicros: z.number().int(),
});
export type Currency = z.infer<typeof Currency>;

export const Country = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  region: z.string(),
});
export type Country = z.infer<typeof Country>;

export const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Country code must be two letters')
  .transform((s) => s.toUpperCase());
