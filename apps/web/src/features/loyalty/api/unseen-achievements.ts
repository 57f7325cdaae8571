import { useQuery } from '@tanstack/react-query';
import type { AchievementId } from '@store/shared/rules/loyalty';
import { UnseenAchievementsReply } from '@store/shared/schemas/loyalty';
import { apiGet, apiSend, type ResponseSchema } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth';

/** The reply of a 204: no body to check. */
const NO_CONTENT: ResponseSchema<void> = { parse: () => undefined };

/** Achievements reached while the customer was away, not yet shown to them. */
export function getUnseenAchievements(signal?: AbortSignal): Promise<UnseenAchievementsReply> {
  return apiGet('/users/me/achievements/unseen', UnseenAchievementsReply, { signal });
}

/**
 * Asked once per page load and session: never stale, so moving between pages does not ask
 * again; the toasts mark what they showed as seen.
 */
export function useUnseenAchievements() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return useQuery({
    queryKey: ['account', 'loyalty', 'unseen'],
    queryFn: ({ signal }) => getUnseenAchievements(signal),
    enabled: signedIn,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Marks achievements as shown, so they do not toast again on the next page. */
export function markAchievementsSeen(ids: readonly AchievementId[]): Promise<void> {
  return apiSend('POST', '/users/me/achievements/seen', { ids }, NO_CONTENT);
}
