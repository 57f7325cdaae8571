/** U+0000: PostgreSQL text and jsonb cannot hold it, and no customer ever types it. */
export const NUL = '\u0000';

/** The message every refusal of a NUL character shows. */
export const NUL_MESSAGE = 'This text contains a NUL character (\\u0000), which cannot be saved.';

// Deeper than any request body the store accepts; deeper input is refused by its schema.
const MAX_DEPTH = 32;

/**
 * Where the first NUL character sits in `value` (a string, or the keys and strings of
 * nested objects and arrays): a dotted path, '' for `value` itself, or undefined when there
 * is none.
 */
export function findNulCharacter(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? '' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return key;
    const inner = findNulCharacter(item, depth + 1);
    if (inner !== undefined) return inner === '' ? key : `${key}.${inner}`;
  }
  return undefined;
}
