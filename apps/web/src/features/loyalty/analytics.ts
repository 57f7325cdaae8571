import type { AchievementId } from '@store/shared/rules/loyalty';
import { createContext, useContext } from 'react';

/** The loyalty events analytics may record: unlocks, claims and level changes. */
export type LoyaltyAnalyticsEvent =
  | { name: 'achievement_unlocked'; achievementId: AchievementId }
  | { name: 'quest_claimed'; questKey: string; reward: number }
  | { name: 'level_changed'; from: number; to: number; cause: 'quest' | 'prestige' };

export type TrackLoyaltyEvent = (event: LoyaltyAnalyticsEvent) => void;

/**
 * Spec section 9: achievement analytics events are disabled by a flag. They are sent only
 * when the build sets VITE_LOYALTY_ANALYTICS=true, and then still only with the visitor's
 * consent to analytics. Read on every event, so a test can switch it.
 */
export function loyaltyAnalyticsEnabled(): boolean {
  return import.meta.env.VITE_LOYALTY_ANALYTICS === 'true';
}

/**
 * Where the feature's components send their events. The app provides the consent-aware
 * sender; without one, events go nowhere.
 */
export const LoyaltyAnalyticsContext = createContext<TrackLoyaltyEvent>(() => undefined);

export function useTrackLoyaltyEvent(): TrackLoyaltyEvent {
  return useContext(LoyaltyAnalyticsContext);
}
