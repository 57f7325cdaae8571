import { z } from 'zod';
import type { Language } from '@store/shared/constants';

/**
 * Zod's own wording, by language. Passed to each parse rather than set with z.config, which
 * is global: requests in different languages are validated at the same time.
 */
const ZOD_MESSAGES: Readonly<Record<Exclude<Language, 'en'>, z.core.$ZodErrorMap>> = {
  de: z.locales.de().localeError,
  es: z.locales.es().localeError,
  fr: z.locales.fr().localeError,
  it: z.locales.it().localeError,
};

/** One problem of a refused value: where (a dot path inside the value) and what, in words. */
export type ValidationIssue = { where: string; message: string };

/**
 * The problems a schema finds in a value, with Zod's own defaults ("Too small: expected
 * string to have >=1 characters") in Zod's wording for the language; the store's texts (the
 * schemas' custom messages) stay English, for the error handler's tables. Null when the
 * schema is not a Zod schema or accepts the value.
 */
export function zodIssuesIn(
  schema: unknown,
  value: unknown,
  language: Exclude<Language, 'en'>,
): ValidationIssue[] | null {
  if (!(schema instanceof z.core.$ZodType)) return null;
  // A schema's own message outranks the per-parse map, so only Zod's defaults change.
  const result = z.safeParse(schema, value, { error: ZOD_MESSAGES[language] });
  if (result.success) return null;
  return result.error.issues.map((issue) => ({
    where: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
