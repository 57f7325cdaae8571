import { and, countDistinct, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  communityGoals,
  loyaltyOrders,
  loyaltyPoints,
  loyaltyQuests,
} from '../../db/schema/loyalty';
import type { Db } from '../../db/types';

export type QuestRow = typeof loyaltyQuests.$inferSelect;
export type CommunityGoalRow = typeof communityGoals.$inferSelect;

/** The customer's quests of the given periods. */
function findQuests(
  db: Db,
  userId: number,
  periods: readonly Pick<QuestRow, 'questKey' | 'periodKey'>[],
) {
  return db
    .select()
    .from(loyaltyQuests)
    .where(
      and(
        eq(loyaltyQuests.userId, userId),
        sql`(${loyaltyQuests.questKey}, ${loyaltyQuests.periodKey}) in (${sql.join(
          periods.map((r) => sql`(${r.questKey}, ${r.periodKey})`),
          sql`, `,
        )})`,
      ),
    );
}

/**
 * The customer's quests of the given periods, opening those that do not exist yet (usually
 * one query: they are opened on the period's first read). A racing read opens nothing
 * twice: the unique (user, quest, period) index keeps the first.
 */
export async function openQuests(
  db: Db,
  userId: number,
  rows: readonly Omit<QuestRow, 'claimedAt' | 'userId'>[],
): Promise<QuestRow[]> {
  if (rows.length === 0) return [];
  const existing = await findQuests(db, userId, rows);
  const have = new Set(existing.map((q) => `${q.questKey}/${q.periodKey}`));
  const missing = rows.filter((r) => !have.has(`${r.questKey}/${r.periodKey}`));
  if (missing.length === 0) return existing;
  await db
    .insert(loyaltyQuests)
    .values(missing.map((r) => ({ ...r, userId })))
    .onConflictDoNothing();
  return findQuests(db, userId, rows);
}

/** The customer's quest by its public id, locked until the transaction ends. */
export async function lockQuest(
  tx: Db,
  userId: number,
  questId: string,
): Promise<QuestRow | undefined> {
  const [quest] = await tx
    .select()
    .from(loyaltyQuests)
    .where(and(eq(loyaltyQuests.id, questId), eq(loyaltyQuests.userId, userId)))
    .for('update');
  return quest;
}

/** Whether the customer has claimed the story chapter with this key. */
export async function isStoryChapterClaimed(
  db: Db,
  userId: number,
  questKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ claimedAt: loyaltyQuests.claimedAt })
    .from(loyaltyQuests)
    .where(
      and(
        eq(loyaltyQuests.userId, userId),
        eq(loyaltyQuests.questKey, questKey),
        eq(loyaltyQuests.periodKey, 'story'),
      ),
    );
  return row?.claimedAt != null;
}

/** Stamps a quest claimed. */
export async function markQuestClaimed(tx: Db, questId: string, at: Date): Promise<QuestRow> {
  const [quest] = await tx
    .update(loyaltyQuests)
    .set({ claimedAt: at })
    .where(eq(loyaltyQuests.id, questId))
    .returning();
  if (!quest) throw new Error('The quest was not claimed');
  return quest;
}

/** The current community goal: the latest to start. */
export async function findCurrentGoal(db: Db): Promise<CommunityGoalRow | undefined> {
  const [goal] = await db
    .select()
    .from(communityGoals)
    .orderBy(desc(communityGoals.startsAt), desc(communityGoals.id))
    .limit(1);
  return goal;
}

/** Delivered orders that stand since the goal started, their buyers, and this customer's share. */
export async function countGoalOrders(
  db: Db,
  goal: CommunityGoalRow,
  userId: number,
): Promise<{ orders: number; contributors: number; mine: number }> {
  const [row] = await db
    .select({
      orders: count(),
      contributors: countDistinct(loyaltyOrders.userId),
      mine: sql<number>`count(*) filter (where ${loyaltyOrders.userId} = ${userId})`.mapWith(
        Number,
      ),
    })
    .from(loyaltyOrders)
    .where(and(gte(loyaltyOrders.deliveredAt, goal.startsAt), isNull(loyaltyOrders.refundedAt)));
  return { orders: row?.orders ?? 0, contributors: row?.contributors ?? 0, mine: row?.mine ?? 0 };
}

/**
 * Stamps the goal reached and gives every contributor its reward, once: only the call whose
 * update finds the goal still open does it, and the reward's source key is unique per goal
 * and customer. False when the goal was reached already.
 */
export async function reachGoal(tx: Db, goal: CommunityGoalRow, at: Date): Promise<boolean> {
  const reached = await tx
    .update(communityGoals)
    .set({ reachedAt: at })
    .where(and(eq(communityGoals.id, goal.id), isNull(communityGoals.reachedAt)))
    .returning({ id: communityGoals.id });
  if (reached.length === 0) return false;
  await tx.execute(sql`
    insert into ${loyaltyPoints} (user_id, kind, xp, source_key, reference, created_at)
    select distinct ${loyaltyOrders.userId}, 'communityGoal', ${goal.reward}::int,
           'community:' || ${goal.id}::text || ':' || ${loyaltyOrders.userId}, ${goal.id}::text, ${at.toISOString()}::timestamptz
    from ${loyaltyOrders}
    where ${loyaltyOrders.deliveredAt} >= ${goal.startsAt.toISOString()}::timestamptz
      and ${loyaltyOrders.refundedAt} is null
    on conflict (source_key) do nothing`);
  return true;
}
