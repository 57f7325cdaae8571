import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrestigeReply, type AchievementProfile } from '@store/shared/schemas/loyalty';
import { ACHIEVEMENT_PROFILE_KEY } from '../../../lib/achievement-profile';
import { apiSend } from '../../../lib/api-client';
import { POINTS_KEY } from './get-points';

/** Resets level 5 to level 1 for one more prestige; the server asks for the explicit choice. */
export function prestige(): Promise<PrestigeReply> {
  return apiSend('POST', '/users/me/prestige', { confirm: true }, PrestigeReply);
}

/** Prestiges and shows the new level at once; the rest of the profile is asked again. */
export function usePrestige() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prestige,
    onSuccess: async (reply) => {
      queryClient.setQueryData<AchievementProfile>(ACHIEVEMENT_PROFILE_KEY, (profile) =>
        profile ? { ...profile, level: reply.level, prestige: reply.prestige } : profile,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACHIEVEMENT_PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: POINTS_KEY }),
      ]);
    },
  });
}
