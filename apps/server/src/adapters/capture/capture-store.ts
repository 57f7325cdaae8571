import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// A UTC timestamp to the millisecond, then a random suffix: names sort by time, and the
// pattern admits no dot or slash, so an id can never point outside the capture folder.
const CAPTURE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;
const DEFAULT_LIST = 50;
const MAX_LIST = 1000;

/** A captured message's id, as newCaptureId makes it. */
export const CaptureId = z.string().regex(CAPTURE_ID);

/** What every captured message carries: its id and when it was captured (ISO, UTC). */
export type CapturedEntry = { id: string; date: string };

/** True only for ids that newCaptureId could have made. */
export function isCaptureId(value: string): boolean {
  return CAPTURE_ID.test(value);
}

let lastStamp = 0;

/** A new capture id; ids made by one process sort in the order they were made. */
export function newCaptureId(now: number = Date.now()): string {
  // Two messages in the same millisecond would otherwise sort by their random suffix.
  lastStamp = Math.max(now, lastStamp + 1);
  const stamp = new Date(lastStamp).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  // Written beside the target and renamed, so a reader never sees half a file.
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function listSize(limit: number): number {
  return Number.isFinite(limit) ? Math.min(Math.max(1, Math.trunc(limit)), MAX_LIST) : DEFAULT_LIST;
}

/** One kind of captured message (mail, text, push) in its own folder under DATA_DIR. */
export type Capture<T extends CapturedEntry> = {
  /** The folder this kind is written to. */
  dir: string;
  /**
   * Keeps a message as `<id>.json`, after its `parts` (extension → bytes, e.g. the mail's
   * `eml`): a message is listed only once everything it points to is complete.
   */
  store(entry: T, parts?: Readonly<Record<string, Buffer | string>>): Promise<void>;
  /** The newest first, only those `where` accepts; a folder not made yet is empty. */
  list(options?: { limit?: number; where?: (entry: T) => boolean }): Promise<T[]>;
  /** One message; undefined for an unknown, malformed or foreign id. */
  read(id: string): Promise<T | undefined>;
  /** One stored part of a message, e.g. `readPart(id, 'eml')`; undefined when missing. */
  readPart(id: string, extension: string): Promise<Buffer | undefined>;
  /** Removes every message of this kind. */
  clear(): Promise<void>;
};

/**
 * The capture of one kind under `<dataDir>/<folder>`: one JSON file per message, checked
 * against `schema` on the way back, so a hand-edited or foreign file is left out rather than
 * failing the list.
 */
export function openCapture<T extends CapturedEntry>(
  dataDir: string,
  folder: string,
  schema: z.ZodType<T>,
): Capture<T> {
  const dir = path.join(dataDir, folder);

  async function read(id: string): Promise<T | undefined> {
    if (!isCaptureId(id)) return undefined;
    const json = await readIfPresent(path.join(dir, `${id}.json`));
    if (json === undefined) return undefined;
    try {
      const entry = schema.safeParse(JSON.parse(json.toString('utf8')));
      return entry.success && entry.data.id === id ? entry.data : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    dir,
    async store(entry, parts = {}) {
      if (!isCaptureId(entry.id)) throw new Error(`Not a capture id: ${entry.id}`);
      await mkdir(dir, { recursive: true });
      for (const [extension, data] of Object.entries(parts)) {
        await writeAtomically(path.join(dir, `${entry.id}.${extension}`), data);
      }
      await writeAtomically(
        path.join(dir, `${entry.id}.json`),
        `${JSON.stringify(entry, null, 2)}\n`,
      );
    },
    async list({ limit = DEFAULT_LIST, where } = {}) {
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
        .filter(isCaptureId)
        .sort((a, b) => (a < b ? 1 : -1));
      const wanted = listSize(limit);
      const found: T[] = [];
      // Read a page at a time: one page when nothing is filtered out, more only when needed.
      for (let start = 0; start < ids.length && found.length < wanted; start += wanted) {
        const page = await Promise.all(ids.slice(start, start + wanted).map(read));
        for (const entry of page) {
          if (entry && (!where || where(entry)) && found.length < wanted) found.push(entry);
        }
      }
      return found;
    },
    read,
    async readPart(id, extension) {
      if (!isCaptureId(id) || !/^[a-z0-9]+$/.test(extension)) return undefined;
      return readIfPresent(path.join(dir, `${id}.${extension}`));
    },
    async clear() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
