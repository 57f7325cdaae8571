import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The newest mail the store captured for `to` (development stores write each mail as an
 * .eml file under DATA_DIR/outbox), waiting for it to arrive; with `matching`, the newest
 * one it accepts.
 */
export async function waitForMailTo(
  to: string,
  timeoutMs = 15_000,
  matching: (raw: string) => boolean = () => true,
): Promise<string> {
  const dataDir = process.env.STORE_DATA_DIR;
  if (!dataDir) throw new Error('STORE_DATA_DIR is not set: the global setup starts the store');
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => []))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      if (!matching(raw)) continue;
      return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

/** The 6-digit verification code in a captured mail. */
export function verificationCodeIn(raw: string): string {
  const code = /\b(\d{6})\b/.exec(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error('No 6-digit code in the mail');
  return code;
}
