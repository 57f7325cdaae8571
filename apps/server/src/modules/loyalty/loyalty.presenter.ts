import { ACHIEVEMENT_TEXTS, COMMUNITY_GOAL_TEXTS, QUEST_TEXTS } from '@store/shared/loyalty-texts';
import {
  ACHIEVEMENTS,
  achievementProgress,
  communityGoalPercent,
  questProgress,
  questUnit,
  type LoyaltyFacts,
  type QuestDefinition,
} from '@store/shared/rules/loyalty';
import type {
  Achievement,
  AchievementStatus,
  CommunityGoal,
  Quest,
  QuestStatus,
} from '@store/shared/schemas/loyalty';
import type { AchievementRow } from './loyalty.repository';
import type { CommunityGoalRow, QuestRow } from './loyalty-quests.repository';

/**
 * Reached and shown: completed; reached and not shown yet: unlocked (its toast is due); on
 * the way: inProgress; nothing yet: locked. A taken-back achievement is on the way again.
 */
function achievementStatus(row: AchievementRow | undefined, current: number): AchievementStatus {
  if (row && row.revokedAt === null) return row.seenAt ? 'completed' : 'unlocked';
  return current > 0 ? 'inProgress' : 'locked';
}

/** Every achievement with the customer's progress, in the rules' order. */
export function presentAchievements(
  facts: LoyaltyFacts,
  rows: readonly AchievementRow[],
  now: Date,
): Achievement[] {
  const byId = new Map(rows.map((r) => [r.achievementId, r]));
  const progress = new Map(achievementProgress(facts, now).map((p) => [p.id, p]));
  return ACHIEVEMENTS.map((definition) => {
    const row = byId.get(definition.id);
    const current = progress.get(definition.id)?.current ?? 0;
    const held = row && row.revokedAt === null ? row : undefined;
    return {
      id: definition.id,
      category: definition.category,
      ...ACHIEVEMENT_TEXTS[definition.id],
      status: achievementStatus(row, current),
      current,
      target: definition.target,
      unit: definition.unit,
      xp: definition.xp,
      completedAt: held ? held.completedAt.toISOString() : null,
    };
  });
}

/**
 * claimed, then expired (its window ended), then locked (a story chapter before its previous
 * one is claimed), then completed (ready to claim), else active.
 */
function questStatus(
  row: QuestRow,
  current: number,
  target: number,
  locked: boolean,
  now: Date,
): QuestStatus {
  if (row.claimedAt) return 'claimed';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (locked) return 'locked';
  return current >= target ? 'completed' : 'active';
}

/** One of the customer's quests with its progress within its own period. */
export function presentQuest(
  row: QuestRow,
  definition: QuestDefinition,
  facts: LoyaltyFacts,
  locked: boolean,
  now: Date,
): Quest {
  const current = questProgress(definition.goal, facts, row);
  const texts = QUEST_TEXTS[definition.key] ?? { title: definition.key, description: '' };
  return {
    _id: row.id,
    key: definition.key,
    type: definition.type,
    title: texts.title,
    description: texts.description,
    reward: definition.reward,
    current,
    target: definition.goal.target,
    unit: questUnit(definition.goal),
    status: questStatus(row, current, definition.goal.target, locked, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

/** The community goal as the profile shows it, with whether this customer has a part in it. */
export function presentCommunityGoal(
  goal: CommunityGoalRow,
  counted: { orders: number; contributors: number; mine: number },
): CommunityGoal {
  return {
    _id: goal.id,
    ...COMMUNITY_GOAL_TEXTS,
    target: goal.target,
    count: counted.orders,
    contributors: counted.contributors,
    percent: communityGoalPercent(counted.orders, goal.target),
    reached: goal.reachedAt !== null,
    contributed: counted.mine > 0,
    reward: goal.reward,
  };
}
