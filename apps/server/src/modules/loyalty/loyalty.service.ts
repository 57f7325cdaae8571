import {
  ACHIEVEMENT_IDS,
  PRESTIGE_MAX,
  QUESTS,
  levelForXp,
  levelState,
  loyaltyStats,
  prestigeAvailable,
  questProgress,
  questWindow,
  type AchievementId,
} from '@store/shared/rules/loyalty';
import type {
  AchievementProfile,
  PointsQuery,
  PointsReply,
  PrestigeReply,
  Quest,
  QuestClaimReply,
  UnseenAchievementsReply,
} from '@store/shared/schemas/loyalty';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  addPoints,
  findAchievements,
  findPointsPage,
  findPrestige,
  findUnseenAchievements,
  lockAccount,
  markAchievementsSeen,
  readFacts,
  savePrestige,
  sumPoints,
} from './loyalty.repository';
import {
  countGoalOrders,
  findCurrentGoal,
  isStoryChapterClaimed,
  lockQuest,
  markQuestClaimed,
  openQuests,
  type QuestRow,
} from './loyalty-quests.repository';
import { presentAchievements, presentCommunityGoal, presentQuest } from './loyalty.presenter';

/** What the loyalty services need: the database and a clock. */
export type LoyaltyContext = { db: Db; now: () => Date };

export type LoyaltyFailure = Failure<
  | 'quest-not-found'
  | 'quest-expired'
  | 'quest-not-complete'
  | 'quest-locked'
  | 'quest-claimed'
  | 'prestige-locked'
  | 'prestige-max'
>;

const questByKey = new Map(QUESTS.map((q) => [q.key, q]));

function prestigeState(level: ReturnType<typeof levelForXp>, prestige: number) {
  return { current: prestige, max: PRESTIGE_MAX, available: prestigeAvailable(level, prestige) };
}

/** The customer's quests of the current periods, opened on first sight, with their progress. */
async function currentQuests(
  db: Db,
  userId: number,
  facts: Parameters<typeof questProgress>[1],
  now: Date,
): Promise<Quest[]> {
  const wanted = QUESTS.flatMap((quest) => {
    const window = questWindow(quest, now);
    return window ? [{ quest, window }] : [];
  });
  const rows = await openQuests(
    db,
    userId,
    wanted.map(({ quest, window }) => ({
      id: newPublicId('qst'),
      questKey: quest.key,
      periodKey: window.periodKey,
      startsAt: window.startsAt,
      expiresAt: window.expiresAt,
    })),
  );
  const byKey = new Map(rows.map((r) => [r.questKey, r]));
  return wanted.flatMap(({ quest }) => {
    const row = byKey.get(quest.key);
    if (!row) return [];
    const locked = quest.after !== undefined && !byKey.get(quest.after)?.claimedAt;
    return [presentQuest(row, quest, facts, locked, now)];
  });
}

/**
 * The customer's whole loyalty picture: level, prestige, achievements, this period's quests,
 * the community goal and the stats. Facts are read once (one query per table) and every
 * figure is computed from them with the shared rules, so the page and the rules agree.
 */
export async function getAchievementProfile(
  ctx: LoyaltyContext,
  userId: number,
): Promise<AchievementProfile> {
  const { db } = ctx;
  const now = ctx.now();
  // Independent reads side by side, so the reply waits for the slowest, not for their sum.
  const [facts, rows, xp, prestige, goal] = await Promise.all([
    readFacts(db, userId),
    findAchievements(db, userId),
    sumPoints(db, userId),
    findPrestige(db, userId),
    findCurrentGoal(db),
  ]);
  const [quests, goalCount] = await Promise.all([
    currentQuests(db, userId, facts, now),
    goal ? countGoalOrders(db, goal, userId) : undefined,
  ]);
  const level = levelState(xp);
  const achievements = presentAchievements(facts, rows, now);
  return {
    level,
    prestige: prestigeState(level.current, prestige),
    achievements,
    quests,
    communityGoal: goal && goalCount !== undefined ? presentCommunityGoal(goal, goalCount) : null,
    stats: {
      ...loyaltyStats(facts, now),
      completedAchievements: achievements.filter(
        (a) => a.status === 'completed' || a.status === 'unlocked',
      ).length,
      currentLevel: level.current,
      currency: 'EUR',
    },
  };
}

/** One page of the customer's XP history, newest first, and their XP now. */
export async function listPoints(
  ctx: LoyaltyContext,
  userId: number,
  query: z.output<typeof PointsQuery>,
): Promise<PointsReply> {
  const { entries, total } = await findPointsPage(ctx.db, userId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const xp = await sumPoints(ctx.db, userId);
  return {
    entries: entries.map((e) => ({
      _id: String(e.id),
      kind: e.kind,
      xp: e.xp,
      reference: e.reference,
      createdAt: e.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    xp: Math.max(0, xp),
  };
}

/** Why a quest cannot be claimed now, if it cannot. */
async function claimRefusal(
  tx: Db,
  userId: number,
  row: QuestRow,
  now: Date,
): Promise<LoyaltyFailure | undefined> {
  const quest = questByKey.get(row.questKey);
  if (!quest) return { reason: 'quest-not-found' };
  if (row.claimedAt) return { reason: 'quest-claimed' };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { reason: 'quest-expired' };
  if (quest.after !== undefined && !(await isStoryChapterClaimed(tx, userId, quest.after))) {
    return { reason: 'quest-locked' };
  }
  const progress = questProgress(quest.goal, await readFacts(tx, userId), row);
  if (progress < quest.goal.target) return { reason: 'quest-not-complete' };
  return undefined;
}

/**
 * Claims a completed quest's reward, once: the customer's account and the quest row are
 * locked, so parallel claims wait and then find it claimed, and the reward's source key is
 * unique besides. Someone else's quest is not found, like an unknown one.
 */
export async function claimQuest(
  ctx: LoyaltyContext,
  userId: number,
  questId: string,
): Promise<Result<QuestClaimReply, LoyaltyFailure>> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const row = await lockQuest(tx, userId, questId);
    if (!row) return fail('quest-not-found');
    const refusal = await claimRefusal(tx, userId, row, now);
    if (refusal) return fail(refusal);
    const quest = questByKey.get(row.questKey);
    if (!quest) return fail('quest-not-found');
    await addPoints(tx, [
      {
        userId,
        kind: 'quest',
        xp: quest.reward,
        sourceKey: `quest:${row.id}`,
        reference: quest.key,
        createdAt: now,
      },
    ]);
    const claimed = await markQuestClaimed(tx, row.id, now);
    const facts = await readFacts(tx, userId);
    return ok({
      quest: presentQuest(claimed, quest, facts, false, now),
      level: levelState(await sumPoints(tx, userId)),
    });
  });
}

/**
 * Resets level 5 to level 1 for one more prestige star, at the customer's explicit request:
 * one ledger entry takes away every point since the last prestige. Refused below level 5
 * and after the last prestige.
 */
export async function prestige(
  ctx: LoyaltyContext,
  userId: number,
): Promise<Result<PrestigeReply, LoyaltyFailure>> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.prestige >= PRESTIGE_MAX) return fail('prestige-max');
    const xp = await sumPoints(tx, userId);
    if (levelForXp(xp) !== 5) return fail('prestige-locked');
    const next = account.prestige + 1;
    await addPoints(tx, [
      {
        userId,
        kind: 'prestige',
        xp: -xp,
        sourceKey: `prestige:${userId}:${next}`,
        reference: null,
        createdAt: now,
      },
    ]);
    await savePrestige(tx, userId, next);
    const level = levelState(await sumPoints(tx, userId));
    return ok({ level, prestige: prestigeState(level.current, next) });
  });
}

const isAchievementId = (id: string): id is AchievementId =>
  (ACHIEVEMENT_IDS as readonly string[]).includes(id);

/** Achievements reached and not yet shown to the customer, oldest first. */
export async function listUnseenAchievements(
  ctx: LoyaltyContext,
  userId: number,
): Promise<UnseenAchievementsReply> {
  const rows = await findUnseenAchievements(ctx.db, userId);
  return {
    achievements: rows.flatMap((r) =>
      isAchievementId(r.achievementId)
        ? [{ id: r.achievementId, completedAt: r.completedAt.toISOString() }]
        : [],
    ),
  };
}

/** Marks the customer's own achievements as shown; ids they have not reached change nothing. */
export async function markSeen(
  ctx: LoyaltyContext,
  userId: number,
  ids: readonly AchievementId[],
): Promise<void> {
  await markAchievementsSeen(ctx.db, userId, ids, ctx.now());
}
