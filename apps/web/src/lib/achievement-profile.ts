import { useQuery } from '@tanstack/react-query';
import { AchievementProfile } from '@store/shared/schemas/loyalty';
import { apiGet } from './api-client';
import { useAuthStore } from '../stores/auth';

/**
 * The signed-in customer's loyalty profile: level, prestige, achievements, quests, the
 * community goal and stats. Under `account`, which is dropped from the cache when the session
 * ends, so a second customer on the same browser never sees the first one's level.
 */
export const ACHIEVEMENT_PROFILE_KEY = ['account', 'achievement-profile'] as const;

export function getAchievementProfile(signal?: AbortSignal): Promise<AchievementProfile> {
  return apiGet('/users/me/achievement-profile', AchievementProfile, { signal });
}

/**
 * Read by more than one feature (the achievements page, the dashboard overview), hence here.
 * Guests have no profile to ask for. Kept fresh for 30 seconds: progress moves only when an
 * order is delivered or a quest is claimed, and those refresh it themselves.
 */
export function useAchievementProfile() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return useQuery({
    queryKey: ACHIEVEMENT_PROFILE_KEY,
    queryFn: ({ signal }) => getAchievementProfile(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
}
