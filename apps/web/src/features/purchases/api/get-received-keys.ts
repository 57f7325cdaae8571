import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceivedKeysReply } from '@store/shared/schemas/purchases';
import { apiGet } from '../../../lib/api-client';

/** The keys friends gave the signed-in customer (claimed gifts). */
export function getReceivedKeys(signal?: AbortSignal): Promise<ReceivedKeysReply> {
  return apiGet('/users/keys', ReceivedKeysReply, { signal });
}

export function receivedKeysQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'purchases', 'received-keys'],
    queryFn: ({ signal }) => getReceivedKeys(signal),
  });
}

export function useReceivedKeys() {
  return useQuery(receivedKeysQueryOptions());
}
