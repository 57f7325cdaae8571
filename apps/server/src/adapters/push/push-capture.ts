import { z } from 'zod';
import { CaptureId, newCaptureId, openCapture, type Capture } from '../capture/capture-store';
import type { PushSender } from './push-sender';

/** One captured push: the device it was for and what the service worker would show. */
export const CapturedPush = z.object({
  id: CaptureId,
  date: z.iso.datetime(),
  endpoint: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type CapturedPush = z.infer<typeof CapturedPush>;

/** Captured pushes, one JSON file each under `<dataDir>/push`. */
export function pushCapture(dataDir: string): Capture<CapturedPush> {
  return openCapture(dataDir, 'push', CapturedPush);
}

/** The folder captured pushes are written to. */
export function pushCaptureDir(dataDir: string): string {
  return pushCapture(dataDir).dir;
}

/**
 * The development and test stand-in for Web Push: each push is written as JSON under
 * `<dataDir>/push/` instead of sent, and every device counts as reached. `publicKey` is the
 * store's real VAPID key, so browsers still subscribe as they would in production.
 */
export function createPushCapture(dataDir: string, publicKey: string): PushSender {
  const capture = pushCapture(dataDir);
  return {
    publicKey,
    async send(target, message) {
      const date = new Date();
      await capture.store({
        id: newCaptureId(date.getTime()),
        date: date.toISOString(),
        endpoint: target.endpoint,
        ...message,
      });
      return 'sent';
    },
  };
}

/** The newest captured pushes first; a capture folder that does not exist yet is empty. */
export function listCapturedPushes(
  dataDir: string,
  options: { limit?: number } = {},
): Promise<CapturedPush[]> {
  return pushCapture(dataDir).list(options);
}
