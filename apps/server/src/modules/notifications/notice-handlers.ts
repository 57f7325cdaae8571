import { ACHIEVEMENT_TEXTS_IN } from '@store/shared/loyalty-texts';
import { ACHIEVEMENTS, type AchievementId } from '@store/shared/rules/loyalty';
import { formatAmount } from '@store/shared/rules/localized-format';
import type { EventHandler } from '../outbox/outbox-worker';
import { notifyCustomer } from './notify-customer';

const ACHIEVEMENT_IDS = new Set<string>(ACHIEVEMENTS.map((a) => a.id));
const isAchievementId = (id: string): id is AchievementId => ACHIEVEMENT_IDS.has(id);

/** achievement.unlocked: "You unlocked …", named in the customer's language. */
export const notifyAchievement: EventHandler<'achievement.unlocked'> = async (event, deps) => {
  const { userId, achievementId } = event.payload;
  if (!isAchievementId(achievementId)) {
    deps.log(`No notice for the unknown achievement ${achievementId} of event ${event.id}`);
    return;
  }
  await notifyCustomer(deps, event.id, userId, {
    kind: 'achievement.unlocked',
    values: (language) => ({ title: ACHIEVEMENT_TEXTS_IN[language][achievementId].title }),
    path: '/dashboard/achievements',
  });
};

/** referral.earned: the referrer hears what a friend's order earned them. */
export const notifyReferralEarning: EventHandler<'referral.earned'> = async (event, deps) => {
  const { referrerUserId, amountMinor, currency } = event.payload;
  await notifyCustomer(deps, event.id, referrerUserId, {
    kind: 'referral.earned',
    values: (language) => ({ amount: formatAmount(language, amountMinor, currency) }),
    path: '/dashboard/referrals',
  });
};
