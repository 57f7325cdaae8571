import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A browser notification as the store's push capture keeps it (DATA_DIR/push/<id>.json). */
export type CapturedPush = {
  id: string;
  date: string;
  endpoint: string;
  title: string;
  body: string;
  url: string;
  tag: string;
};

/**
 * The newest push the store captured for the device at `endpoint`, waiting for it to arrive;
 * with `matching`, the newest one it accepts. It reads what /dev/push lists.
 */
export async function waitForPushTo(
  endpoint: string,
  matching: (push: CapturedPush) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CapturedPush> {
  const dataDir = process.env.STORE_DATA_DIR;
  if (!dataDir) throw new Error('STORE_DATA_DIR is not set: the global setup starts the store');
  const dir = path.join(dataDir, 'push');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => []))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const push = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CapturedPush;
      if (push.endpoint === endpoint && matching(push)) return push;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No push to ${endpoint} within ${timeoutMs} ms`);
}
