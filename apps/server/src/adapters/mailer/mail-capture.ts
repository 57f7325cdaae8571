import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { z } from 'zod';

// A UTC timestamp to the millisecond, then a random suffix: names sort by time, and the
// pattern admits no dot or slash, so an id can never point outside the capture folder.
const CAPTURE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;
const MAX_LIST = 1000;

/** The JSON index entry stored beside each captured .eml file. */
export const CapturedMailEntry = z.object({
  id: z.string().regex(CAPTURE_ID),
  to: z.string(),
  subject: z.string(),
  category: z.string(),
  date: z.iso.datetime(),
});
export type CapturedMailEntry = z.infer<typeof CapturedMailEntry>;

/** A captured mail: its index entry, the exact bytes and the parsed body parts. */
export type CapturedMail = CapturedMailEntry & { raw: Buffer; text: string; html: string };

/** The folder captured mail is written to (`outbox`, the name development tools and docs know). */
export function mailCaptureDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** True only for ids that newCapturedMailId could have made. */
export function isCapturedMailId(value: string): boolean {
  return CAPTURE_ID.test(value);
}

let lastStamp = 0;

/** A new captured mail id; ids made by one process sort in the order they were made. */
export function newCapturedMailId(now: number = Date.now()): string {
  // Two mails in the same millisecond would otherwise sort by their random suffix.
  lastStamp = Math.max(now, lastStamp + 1);
  const stamp = new Date(lastStamp).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

async function readEntry(dir: string, id: string): Promise<CapturedMailEntry | undefined> {
  let json: string;
  try {
    json = await readFile(path.join(dir, `${id}.json`), 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const entry = CapturedMailEntry.safeParse(JSON.parse(json));
    return entry.success && entry.data.id === id ? entry.data : undefined;
  } catch {
    // A hand-edited or foreign file must not break the whole list.
    return undefined;
  }
}

/** The newest captured mails first; a capture folder that does not exist yet is empty. */
export async function listCapturedMail(
  dataDir: string,
  { limit = 50 }: { limit?: number } = {},
): Promise<CapturedMailEntry[]> {
  const dir = mailCaptureDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isCapturedMailId)
    .sort((a, b) => (a < b ? 1 : -1))
    .slice(0, Number.isFinite(limit) ? Math.min(Math.max(1, Math.trunc(limit)), MAX_LIST) : 50);
  const entries = await Promise.all(ids.map((id) => readEntry(dir, id)));
  return entries.filter((entry) => entry !== undefined);
}

/** One captured mail, raw and parsed; undefined for an unknown or malformed id. */
export async function readCapturedMail(
  dataDir: string,
  id: string,
): Promise<CapturedMail | undefined> {
  if (!isCapturedMailId(id)) return undefined;
  const dir = mailCaptureDir(dataDir);
  const entry = await readEntry(dir, id);
  if (!entry) return undefined;
  let raw: Buffer;
  try {
    raw = await readFile(path.join(dir, `${id}.eml`));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const parsed = await PostalMime.parse(raw);
  return { ...entry, raw, text: parsed.text ?? '', html: parsed.html ?? '' };
}
