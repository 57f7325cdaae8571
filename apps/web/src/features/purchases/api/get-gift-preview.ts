import { queryOptions, useQuery } from '@tanstack/react-query';
import { GiftPreview } from '@store/shared/schemas/purchases';
import { apiGet } from '../../../lib/api-client';

/** What a gift link gives and who sent it, shown before it is claimed. */
export function getGiftPreview(token: string, signal?: AbortSignal): Promise<GiftPreview> {
  return apiGet('/gifts/preview', GiftPreview, { query: { token }, signal });
}

export function giftPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['account', 'purchases', 'gift-preview', token],
    queryFn: ({ signal }) => getGiftPreview(token, signal),
  });
}

export function useGiftPreview(token: string) {
  return useQuery(giftPreviewQueryOptions(token));
}
