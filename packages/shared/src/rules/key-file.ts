// How a key file is read: one key per line (plain text) or a CSV with a `key` column (or
// keys in the first column). Both the back office's import form and the server read files
// with these rules, so a preview and the import agree line by line.

/** The longest key the store accepts; real platform keys are far shorter. */
export const MAX_KEY_LENGTH = 200;
/** The largest key file accepted, in bytes. */
export const MAX_KEY_FILE_BYTES = 10 * 1024 * 1024;
/** The most keys one file may hold. */
export const MAX_KEYS_PER_FILE = 200_000;

export const KEY_FILE_FORMATS = ['plain', 'csv'] as const;
export type KeyFileFormat = (typeof KEY_FILE_FORMATS)[number];

/** Why a line of a key file is refused. */
export const BAD_LINE_REASONS = [
  'too-long',
  'bad-characters',
  'no-key',
  'bad-csv',
  'duplicate-in-file',
  'already-in-stock',
] as const;
export type BadLineReason = (typeof BAD_LINE_REASONS)[number];

/** A refused line, numbered from 1 as an editor shows it; `firstLine` for a repeated key. */
export type BadLine = { line: number; reason: BadLineReason; firstLine?: number };
/** A key read from the file, trimmed, with its line number. */
export type FileKey = { line: number; key: string };

/** Printable ASCII only: a key is typed or pasted by the buyer. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;

/**
 * The form two keys are compared in: upper case, without spaces and dashes, so
 * `abcde-fghij` and `ABCDEFGHIJ` are the same key (no platform tells keys apart by those).
 */
export function normaliseKey(key: string): string {
  return key.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The fields of one CSV line (RFC 4180 quoting, one line per record); undefined when a
 * quote is left open or stray text follows a closing quote.
 */
export function splitCsvLine(line: string): string[] | undefined {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end < 0) return undefined;
        field += line.slice(i, end);
        if (line[end + 1] === '"') {
          field += '"';
          i = end + 2;
          continue;
        }
        i = end + 1;
        break;
      }
      if (i < line.length && line[i] !== ',') return undefined;
    } else {
      const end = line.indexOf(',', i);
      field = end < 0 ? line.slice(i) : line.slice(i, end);
      i = end < 0 ? line.length : end;
    }
    fields.push(field);
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

/** What a line holds: a key, a refusal, or nothing (a blank line or the CSV header). */
function checkKey(raw: string): BadLineReason | undefined {
  if (raw.length > MAX_KEY_LENGTH) return 'too-long';
  if (!PRINTABLE_ASCII.test(raw)) return 'bad-characters';
  if (!HAS_LETTER_OR_DIGIT.test(raw)) return 'no-key';
  return undefined;
}

/**
 * Reads a key file's text into its keys and its refused lines: blank lines are skipped,
 * keys trimmed, too long ones, ones with other than printable ASCII, and repeats of a key
 * earlier in the file refused (naming the first line). A CSV whose first line names a
 * `key` column reads that column below it; any other CSV reads its first column.
 */
export function readKeyFile(
  text: string,
  format: KeyFileFormat,
): { keys: FileKey[]; bad: BadLine[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let column = 0;
  let start = 0;
  if (format === 'csv') {
    const header = splitCsvLine(lines[0] ?? '') ?? [];
    const named = header.findIndex((h) => h.trim().toLowerCase() === 'key');
    if (named >= 0) {
      column = named;
      start = 1;
    }
  }
  const keys: FileKey[] = [];
  const bad: BadLine[] = [];
  const seen = new Map<string, number>();
  for (let index = start; index < lines.length; index++) {
    const line = index + 1;
    const text = lines[index] ?? '';
    if (text.trim() === '') continue;
    let raw = text;
    if (format === 'csv') {
      const fields = splitCsvLine(text);
      if (!fields) {
        bad.push({ line, reason: 'bad-csv' });
        continue;
      }
      raw = fields[column] ?? '';
    }
    const key = raw.trim();
    if (key === '') {
      bad.push({ line, reason: 'no-key' });
      continue;
    }
    const refused = checkKey(key);
    if (refused) {
      bad.push({ line, reason: refused });
      continue;
    }
    const normalised = normaliseKey(key);
    const firstLine = seen.get(normalised);
    if (firstLine !== undefined) {
      bad.push({ line, reason: 'duplicate-in-file', firstLine });
      continue;
    }
    seen.set(normalised, line);
    keys.push({ line, key });
  }
  return { keys, bad };
}

/** The format a file's media type or name says: CSV for `text/csv` or a `.csv` name. */
export function keyFileFormatOf(mediaType: string, fileName?: string): KeyFileFormat {
  if (/^text\/csv\b/i.test(mediaType)) return 'csv';
  return fileName?.toLowerCase().endsWith('.csv') ? 'csv' : 'plain';
}
