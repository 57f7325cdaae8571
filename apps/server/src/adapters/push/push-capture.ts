import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PushSender } from './push-sender';

// A UTC timestamp to the millisecond, then a random suffix: names sort by time, and the
// pattern admits no dot or slash, so an id can never point outside the capture folder.
const CAPTURE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;
const MAX_LIST = 1000;

/** One captured push: the device it was for and what the service worker would show. */
export const CapturedPush = z.object({
  id: z.string().regex(CAPTURE_ID),
  date: z.iso.datetime(),
  endpoint: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type CapturedPush = z.infer<typeof CapturedPush>;

/** The folder captured pushes are written to. */
export function pushCaptureDir(dataDir: string): string {
  return path.join(dataDir, 'push');
}

let lastStamp = 0;

function newCapturedPushId(now: number): string {
  // Two pushes in the same millisecond would otherwise sort by their random suffix.
  lastStamp = Math.max(now, lastStamp + 1);
  const stamp = new Date(lastStamp).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

/**
 * The development and test stand-in for Web Push: each push is written as JSON under
 * `<dataDir>/push/` instead of sent, and every device counts as reached. `publicKey` is the
 * store's real VAPID key, so browsers still subscribe as they would in production.
 */
export function createPushCapture(dataDir: string, publicKey: string): PushSender {
  const dir = pushCaptureDir(dataDir);
  return {
    publicKey,
    async send(target, message) {
      const date = new Date();
      const push: CapturedPush = {
        id: newCapturedPushId(date.getTime()),
        date: date.toISOString(),
        endpoint: target.endpoint,
        ...message,
      };
      await mkdir(dir, { recursive: true });
      // Written beside its name and renamed, so a reader never sees half a file.
      const file = path.join(dir, `${push.id}.json`);
      const temp = path.join(dir, `.${push.id}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, `${JSON.stringify(push, null, 2)}\n`);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return 'sent';
    },
  };
}

async function readCapturedPush(file: string): Promise<CapturedPush | undefined> {
  try {
    const push = CapturedPush.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return push.success && `${push.data.id}.json` === path.basename(file) ? push.data : undefined;
  } catch {
    // A file removed meanwhile, hand-edited or foreign must not break the whole list.
    return undefined;
  }
}

/** The newest captured pushes first; a capture folder that does not exist yet is empty. */
export async function listCapturedPushes(
  dataDir: string,
  { limit = 50 }: { limit?: number } = {},
): Promise<CapturedPush[]> {
  const dir = pushCaptureDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith('.json') && CAPTURE_ID.test(name.slice(0, -'.json'.length)))
    .sort((a, b) => (a < b ? 1 : -1))
    .slice(0, Math.min(Math.max(1, Math.trunc(limit)), MAX_LIST));
  const pushes = await Promise.all(files.map((name) => readCapturedPush(path.join(dir, name))));
  return pushes.filter((push) => push !== undefined);
}
