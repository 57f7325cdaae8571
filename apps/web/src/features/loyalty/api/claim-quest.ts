import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestClaimReply, type AchievementProfile } from '@store/shared/schemas/loyalty';
import { ACHIEVEMENT_PROFILE_KEY } from '../../../lib/achievement-profile';
import { apiSend } from '../../../lib/api-client';
import { POINTS_KEY } from './get-points';

/** Takes a completed quest's reward; the reply has the quest as claimed and the new level. */
export function claimQuest(questId: string): Promise<QuestClaimReply> {
  return apiSend(
    'POST',
    `/users/me/quests/${encodeURIComponent(questId)}/claim`,
    undefined,
    QuestClaimReply,
  );
}

/** Claims a quest and shows the reply at once; the rest of the profile is asked again. */
export function useClaimQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimQuest,
    onSuccess: async (reply) => {
      queryClient.setQueryData<AchievementProfile>(ACHIEVEMENT_PROFILE_KEY, (profile) =>
        profile
          ? {
              ...profile,
              level: reply.level,
              quests: profile.quests.map((quest) =>
                quest._id === reply.quest._id ? reply.quest : quest,
              ),
            }
          : profile,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACHIEVEMENT_PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: POINTS_KEY }),
      ]);
    },
  });
}
