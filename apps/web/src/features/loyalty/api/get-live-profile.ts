import { useQuery } from '@tanstack/react-query';
import { ACHIEVEMENT_PROFILE_KEY, getAchievementProfile } from '../../../lib/achievement-profile';
import { useAuthStore } from '../../../stores/auth';

/** How often the open achievements page asks again, so the community raid moves live. */
export const PROFILE_REFRESH_MS = 15_000;

/**
 * The achievement profile (the same cache entry as `useAchievementProfile`), asked again
 * every 15 s while the page is open: the community goal counts everyone's purchases.
 */
export function useLiveAchievementProfile() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return useQuery({
    queryKey: ACHIEVEMENT_PROFILE_KEY,
    queryFn: ({ signal }) => getAchievementProfile(signal),
    enabled: signedIn,
    staleTime: 30_000,
    refetchInterval: PROFILE_REFRESH_MS,
  });
}
