import {
  SavePushSubscriptionReply,
  type SavePushSubscriptionBody,
} from '@store/shared/schemas/push';
import { apiSend } from '../../../lib/api-client';

/** Stores this device's subscription for the signed-in customer. */
export function savePushSubscription(body: SavePushSubscriptionBody) {
  return apiSend('POST', '/notifications/push/subscriptions', body, SavePushSubscriptionReply);
}
