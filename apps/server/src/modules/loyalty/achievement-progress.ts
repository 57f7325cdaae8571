import { ACHIEVEMENTS, achievementProgress, type AchievementId } from '@store/shared/rules/loyalty';
import type { Db } from '../../db/types';
import {
  addPoints,
  findAchievements,
  readFacts,
  revokeAchievement,
  saveAchievementReached,
  type NewPointsEntry,
} from './loyalty.repository';

/** An achievement reached by this change, for the live message sent after the commit. */
export type Unlock = { id: AchievementId; completedAt: string; generation: number };

const xpOf = new Map(ACHIEVEMENTS.map((a) => [a.id, a.xp]));

/**
 * Compares what the customer's facts reach now with the achievements on record, inside the
 * caller's transaction (the customer's account is locked): a newly reached one is recorded
 * with its XP, one a refund undid is taken back with a reversing entry. Each generation's
 * entries have their own source keys, so running it again changes nothing. Returns the
 * achievements reached by this run.
 */
export async function settleAchievements(tx: Db, userId: number, now: Date): Promise<Unlock[]> {
  const facts = await readFacts(tx, userId);
  const rows = new Map((await findAchievements(tx, userId)).map((r) => [r.achievementId, r]));
  const unlocks: Unlock[] = [];
  const entries: NewPointsEntry[] = [];
  for (const { id, completed } of achievementProgress(facts, now)) {
    const row = rows.get(id);
    const holds = row !== undefined && row.revokedAt === null;
    const xp = xpOf.get(id) ?? 0;
    if (completed && !holds) {
      const generation = row ? row.generation + 1 : 1;
      await saveAchievementReached(tx, { userId, achievementId: id, generation, completedAt: now });
      entries.push({
        userId,
        kind: 'achievement',
        xp,
        sourceKey: `achievement:${userId}:${id}:${generation}`,
        reference: id,
        createdAt: now,
      });
      unlocks.push({ id, completedAt: now.toISOString(), generation });
    } else if (!completed && holds) {
      await revokeAchievement(tx, userId, id, now);
      entries.push({
        userId,
        kind: 'achievementRevoked',
        xp: -xp,
        sourceKey: `achievement-revoked:${userId}:${id}:${row.generation}`,
        reference: id,
        createdAt: now,
      });
    }
  }
  await addPoints(tx, entries);
  return unlocks;
}
