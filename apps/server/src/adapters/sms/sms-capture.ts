import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isCapturedMailId, newCapturedMailId } from '../mailer/mail-capture';
import type { SmsSender } from './sms-sender';

const MAX_LIST = 1000;

/** A text message the sandbox gateway kept instead of sending, one JSON file each. */
export const CapturedSms = z.object({
  // The same sortable, path-safe ids as captured mail: a UTC timestamp, then random hex.
  id: z.string().refine(isCapturedMailId),
  to: z.string(),
  text: z.string(),
  date: z.iso.datetime(),
});
export type CapturedSms = z.infer<typeof CapturedSms>;

/** The folder captured text messages are written to. */
export function smsCaptureDir(dataDir: string): string {
  return path.join(dataDir, 'sms');
}

/**
 * The sandbox SMS gateway: each message becomes `<dataDir>/sms/<id>.json`, written beside
 * and renamed into place, so a reader never sees half a message.
 */
export function createCaptureSms(dataDir: string): SmsSender {
  const dir = smsCaptureDir(dataDir);
  return {
    async send(to, text) {
      const date = new Date();
      const message: CapturedSms = {
        id: newCapturedMailId(date.getTime()),
        to,
        text,
        date: date.toISOString(),
      };
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.id}.json`);
      const temp = path.join(dir, `.${message.id}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, `${JSON.stringify(message, null, 2)}\n`);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

async function readMessage(dir: string, id: string): Promise<CapturedSms | undefined> {
  try {
    const parsed = CapturedSms.safeParse(
      JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')),
    );
    return parsed.success && parsed.data.id === id ? parsed.data : undefined;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/**
 * The newest captured messages first, only those to `to` when given; a folder that does not
 * exist yet is empty, and a foreign or hand-edited file is left out rather than failing.
 */
export async function listCapturedSms(
  dataDir: string,
  { limit = 50, to }: { limit?: number; to?: string | undefined } = {},
): Promise<CapturedSms[]> {
  const dir = smsCaptureDir(dataDir);
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
    .sort((a, b) => (a < b ? 1 : -1));
  const wanted = Math.min(Math.max(1, Math.trunc(limit)), MAX_LIST);
  const found: CapturedSms[] = [];
  for (const id of ids) {
    const message = await readMessage(dir, id);
    if (message && (to === undefined || message.to === to)) found.push(message);
    if (found.length === wanted) break;
  }
  return found;
}
