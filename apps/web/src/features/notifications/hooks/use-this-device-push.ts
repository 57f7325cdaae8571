import { queryOptions, useQuery } from '@tanstack/react-query';
import { readThisDevicePush } from '../browser-push';

/**
 * Whether this browser receives the signed-in customer's notifications. Under `account`, so
 * it is forgotten at sign-out; asked again whenever the page comes back into view, as the
 * visitor may have changed the site's permission meanwhile.
 */
export const thisDevicePushQuery = queryOptions({
  queryKey: ['account', 'notifications', 'this-device'],
  queryFn: readThisDevicePush,
  retry: false,
});

export function useThisDevicePush() {
  return useQuery(thisDevicePushQuery);
}
