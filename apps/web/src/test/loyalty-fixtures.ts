import { ACHIEVEMENT_TEXTS, QUEST_TEXTS } from '@store/shared/loyalty-texts';
import { ACHIEVEMENTS, QUESTS, levelState, questUnit } from '@store/shared/rules/loyalty';
import { AchievementProfile, type Achievement, type Quest } from '@store/shared/schemas/loyalty';

/** Every achievement as a new customer has it: locked, no progress. */
export function achievementsOf(
  overrides: Partial<Record<Achievement['id'], Partial<Achievement>>> = {},
): Achievement[] {
  return ACHIEVEMENTS.map((definition) => ({
    ...ACHIEVEMENT_TEXTS[definition.id],
    id: definition.id,
    category: definition.category,
    status: 'locked',
    current: 0,
    target: definition.target,
    unit: definition.unit,
    xp: definition.xp,
    completedAt: null,
    ...overrides[definition.id],
  }));
}

/** One quest of the shared list by key, active with no progress unless overridden. */
export function questOf(key: string, overrides: Partial<Quest> = {}): Quest {
  const definition = QUESTS.find((quest) => quest.key === key);
  if (!definition) throw new Error(`No quest ${key}`);
  const texts = QUEST_TEXTS[key] ?? { title: key, description: key };
  return {
    _id: `q-${key}`,
    key,
    type: definition.type,
    title: texts.title,
    description: texts.description,
    reward: definition.reward,
    current: 0,
    target: definition.goal.target,
    unit: questUnit(definition.goal),
    status: 'active',
    expiresAt: definition.type === 'story' ? null : '2099-01-01T00:00:00.000Z',
    claimedAt: null,
    ...overrides,
  };
}

/**
 * A customer's achievement profile: a newcomer with no orders unless overridden, checked
 * against the shared contract so a fixture cannot drift from what the server may send.
 */
export function achievementProfile(
  overrides: Partial<AchievementProfile> = {},
): AchievementProfile {
  const level = levelState(0);
  return AchievementProfile.parse({
    level,
    prestige: { current: 0, max: 5, available: false },
    achievements: achievementsOf(),
    quests: [],
    communityGoal: null,
    stats: {
      completedAchievements: 0,
      lifetimeSpend: 0,
      averageOrder: 0,
      highestOrder: 0,
      totalPurchases: 0,
      itemsPurchased: 0,
      purchasesLast60Days: 0,
      storefrontsConquered: 0,
      lastPurchaseAt: null,
      currentLevel: level.current,
      currency: 'EUR',
    },
    ...overrides,
  });
}
