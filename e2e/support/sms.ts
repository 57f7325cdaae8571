import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A text message as the store's sandbox gateway keeps it (DATA_DIR/sms/<id>.json). */
export type CapturedSms = { id: string; to: string; text: string; date: string };

/**
 * The newest text message the store captured for `to` (a number in E.164 form), waiting for
 * it to arrive; with `matching`, the newest one it accepts. It reads what /dev/sms lists.
 */
export async function waitForSmsTo(
  to: string,
  matching: (text: string) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CapturedSms> {
  const dataDir = process.env.STORE_DATA_DIR;
  if (!dataDir) throw new Error('STORE_DATA_DIR is not set: the global setup starts the store');
  const dir = path.join(dataDir, 'sms');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => []))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CapturedSms;
      if (message.to === to && matching(message.text)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No text message to ${to} within ${timeoutMs} ms`);
}

/** The 6-digit code in a captured text message. */
export function smsCodeIn(message: CapturedSms): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error('No 6-digit code in the text message');
  return code;
}
