import type { AchievementId } from '@store/shared/rules/loyalty';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ACHIEVEMENT_PROFILE_KEY } from '../../../lib/achievement-profile';
import {
  onAchievementUnlocked,
  onPaymentsChannelConnected,
} from '../../../lib/live/achievement-unlocked';
import { notify } from '../../../stores/notices';
import type { TrackLoyaltyEvent } from '../analytics';
import { markAchievementsSeen, useUnseenAchievements } from '../api/unseen-achievements';
import { useLoyaltyT } from '../hooks/use-loyalty-t';

/**
 * "Achievement unlocked" toasts for the signed-in customer: once per page load for what was
 * reached while they were away, at once for what the payments channel announces, and for
 * what is still unseen whenever that channel connects. Each
 * is shown once and then marked as seen, so the next page does not repeat it. Renders nothing.
 */
export function AchievementToasts({ onAnalyticsEvent }: { onAnalyticsEvent: TrackLoyaltyEvent }) {
  const { t } = useLoyaltyT();
  const queryClient = useQueryClient();
  const unseen = useUnseenAchievements();
  // Effects may run twice (development, a new `t`); a toast must not.
  const shown = useRef(new Set<AchievementId>());

  const announce = useCallback(
    (ids: readonly AchievementId[]) => {
      const fresh = [...new Set(ids)].filter((id) => !shown.current.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) {
        shown.current.add(id);
        notify({
          tone: 'success',
          message: t('toast.unlocked', { title: t(`achievements.items.${id}.title`) }),
        });
        onAnalyticsEvent({ name: 'achievement_unlocked', achievementId: id });
      }
      // Shown is shown: should marking fail, the toast simply comes again on a later page.
      markAchievementsSeen(fresh).then(
        () => queryClient.invalidateQueries({ queryKey: ACHIEVEMENT_PROFILE_KEY }),
        () => undefined,
      );
    },
    [t, onAnalyticsEvent, queryClient],
  );

  useEffect(() => {
    if (unseen.data) announce(unseen.data.achievements.map((achievement) => achievement.id));
  }, [unseen.data, announce]);

  useEffect(() => onAchievementUnlocked((message) => announce([message.id])), [announce]);

  // What was reached just before the channel connected was told to no one: ask for it.
  const { refetch } = unseen;
  useEffect(
    () =>
      onPaymentsChannelConnected(() => {
        void refetch();
      }),
    [refetch],
  );

  return null;
}
