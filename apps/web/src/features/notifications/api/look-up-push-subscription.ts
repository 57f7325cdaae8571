import { LookupPushSubscriptionReply } from '@store/shared/schemas/push';
import { apiSend } from '../../../lib/api-client';

/** Whether the store sends the signed-in customer's notifications to this device. */
export async function lookUpPushSubscription(endpoint: string): Promise<boolean> {
  const { stored } = await apiSend(
    'POST',
    '/notifications/push/subscriptions/lookup',
    { endpoint },
    LookupPushSubscriptionReply,
  );
  return stored;
}
