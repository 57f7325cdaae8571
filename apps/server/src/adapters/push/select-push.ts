import type { PushConfig } from '../../config';
import { createPushCapture } from './push-capture';
import type { PushSender } from './push-sender';
import { loadVapidKeys } from './vapid-keys';
import { createWebPushSender } from './web-push-sender';

/**
 * The configured transport for browser notifications, with the store's VAPID keys (given,
 * or generated once under `dataDir`): Web Push, or the capture under `dataDir/push`.
 */
export async function createPushFromConfig(push: PushConfig, dataDir: string): Promise<PushSender> {
  const vapid = await loadVapidKeys(push.vapidPrivateKey, dataDir);
  return push.transport === 'web-push'
    ? createWebPushSender({ vapid, subject: push.vapidSubject })
    : createPushCapture(dataDir, vapid.publicKey);
}
