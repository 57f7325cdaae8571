import { levelState } from '@store/shared/rules/loyalty';
import type { AchievementProfile, PointsEntry, PointsReply } from '@store/shared/schemas/loyalty';
import { PointsReply as PointsReplySchema } from '@store/shared/schemas/loyalty';
import { achievementProfile, achievementsOf, questOf } from '../../../test/loyalty-fixtures';

/**
 * Ada at Elite Raider (900 XP) with a few orders: some achievements reached, a daily quest
 * ready to claim, a weekly one under way, a story chain half done and a community raid.
 */
export function adaProfile(overrides: Partial<AchievementProfile> = {}): AchievementProfile {
  const level = levelState(900);
  return achievementProfile({
    level,
    prestige: { current: 0, max: 5, available: false },
    achievements: achievementsOf({
      'orders-5': { status: 'completed', current: 5, completedAt: '2026-10-02T12:00:00.000Z' },
      'orders-10': { status: 'inProgress', current: 6 },
      'single-100': { status: 'inProgress', current: 4250 },
      'spend-250': {
        status: 'completed',
        current: 25_000,
        completedAt: '2026-10-20T09:00:00.000Z',
      },
      'bulk-2': { status: 'unlocked', current: 2, completedAt: '2026-11-24T18:00:00.000Z' },
    }),
    quests: [
      questOf('daily-sign-in', { status: 'completed', current: 1 }),
      questOf('weekly-orders', { current: 1 }),
      questOf('story-first-purchase', {
        status: 'claimed',
        current: 1,
        claimedAt: '2026-10-01T10:00:00.000Z',
      }),
      questOf('story-first-review', { status: 'active' }),
      questOf('story-sign-in-days', { status: 'locked' }),
    ],
    communityGoal: {
      _id: 'goal-1',
      title: 'Community Raid',
      description: 'Every delivered purchase counts.',
      target: 2500,
      count: 1250,
      contributors: 312,
      percent: 50,
      reached: false,
      contributed: true,
      reward: 100,
    },
    stats: {
      completedAchievements: 3,
      lifetimeSpend: 31_450,
      averageOrder: 5242,
      highestOrder: 9999,
      totalPurchases: 6,
      itemsPurchased: 11,
      purchasesLast60Days: 4,
      storefrontsConquered: 3,
      lastPurchaseAt: '2026-11-24T17:30:00.000Z',
      currentLevel: level.current,
      currency: 'EUR',
    },
    ...overrides,
  });
}

/** A page of the points history, checked against the contract. */
export function pointsReply(entries: PointsEntry[], page = 1, pages = 1): PointsReply {
  return PointsReplySchema.parse({
    entries,
    total: entries.length,
    page,
    pages,
    xp: entries.reduce((sum, entry) => sum + entry.xp, 0),
  });
}
