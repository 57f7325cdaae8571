import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The newest message the store captured in `DATA_DIR/<folder>` (one JSON file each, as
 * /dev/sms and /dev/push list them) that `accept` takes, waiting for it to arrive.
 */
export async function waitForCaptured<T>(
  folder: 'sms' | 'push',
  accept: (message: T) => boolean,
  timeoutMs: number,
  failure: string,
): Promise<T> {
  const dataDir = process.env.STORE_DATA_DIR;
  if (!dataDir) throw new Error('STORE_DATA_DIR is not set: the global setup starts the store');
  const dir = path.join(dataDir, folder);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => []))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;
      if (accept(message)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${failure} within ${timeoutMs} ms`);
}
