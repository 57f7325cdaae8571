import type { Db } from '../../db/types';
import { countGoalOrders, findCurrentGoal, reachGoal } from './loyalty-quests.repository';

/**
 * Stamps the current community goal reached once enough delivered orders count, and gives
 * every contributor its reward. Run after the order's own transaction has committed, so the
 * count sees every committed order: two orders delivered at once each commit first, and
 * whichever counts last sees both (a count inside each transaction could see neither
 * other and miss the target). Only one caller can stamp the goal, so the reward goes out once.
 */
export async function settleCommunityGoal(db: Db, now: Date): Promise<boolean> {
  const goal = await findCurrentGoal(db);
  if (!goal || goal.reachedAt !== null) return false;
  const { orders } = await countGoalOrders(db, goal, 0);
  if (orders < goal.target) return false;
  return db.transaction((tx) => reachGoal(tx, goal, now));
}
