import { RemovePushSubscriptionReply } from '@store/shared/schemas/push';
import { apiSend } from '../../../lib/api-client';

/** Forgets this device on the server, so the store sends it nothing more. */
export function removePushSubscription(endpoint: string) {
  return apiSend(
    'DELETE',
    '/notifications/push/subscriptions',
    { endpoint },
    RemovePushSubscriptionReply,
  );
}
