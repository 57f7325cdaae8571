import { PushPublicKeyReply } from '@store/shared/schemas/push';
import { apiGet } from '../../../lib/api-client';

/** The store's VAPID public key (base64url), which a browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiGet('/notifications/push/public-key', PushPublicKeyReply);
  return publicKey;
}
