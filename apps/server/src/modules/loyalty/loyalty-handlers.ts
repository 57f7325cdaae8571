import { xpForSpend } from '@store/shared/rules/loyalty';
import type { Db } from '../../db/types';
import { writeOutbox } from '../outbox/outbox.repository';
import type { EventHandler, OutboxDeps } from '../outbox/outbox-worker';
import { settleAchievements, type Unlock } from './achievement-progress';
import { settleCommunityGoal } from './community-goal';
import {
  addPoints,
  findEntryXp,
  findOrderSource,
  findReviewTime,
  insertOrderFact,
  insertReviewFact,
  insertSignInDay,
  lockAccount,
  markOrderRefunded,
} from './loyalty.repository';
import { orderFactOf } from './order-facts';

// Loyalty reacts to the store's events, one handler per event, each apart from delivery and
// mail so that a failure here is retried alone and never holds anything else back. Every
// handler runs one transaction that first locks the customer's loyalty account, records the
// fact once (a replay finds it and adds nothing), then settles the achievements.

/**
 * Runs one change of a customer's loyalty under the lock of their account, then tells them
 * of the achievements it reached (after the commit, so nothing is announced that rolled back).
 */
async function changeLoyalty(
  deps: OutboxDeps,
  userId: number,
  change: (tx: Db, now: Date) => Promise<void>,
): Promise<void> {
  const now = deps.now();
  const unlocks = await deps.db.transaction(async (tx): Promise<Unlock[]> => {
    await lockAccount(tx, userId);
    await change(tx, now);
    const reached = await settleAchievements(tx, userId, now);
    // Notifications tell of each on the customer's channels, from the same commit.
    await writeOutbox(
      tx,
      reached.map(({ id, generation }) => ({
        topic: 'achievement.unlocked' as const,
        payload: { userId, achievementId: id, generation },
      })),
    );
    return reached;
  });
  for (const { id, completedAt } of unlocks) {
    deps.realtime.toUser(userId, { event: 'achievementUnlocked', message: { id, completedAt } });
  }
}

/** order.delivered: the order's facts and its XP (one point per euro), once. */
export const recordDeliveredOrder: EventHandler<'order.delivered'> = async (event, deps) => {
  const { orderId, userId } = event.payload;
  await changeLoyalty(deps, userId, async (tx, now) => {
    const source = await findOrderSource(tx, orderId);
    if (!source || source.userId !== userId) {
      deps.log(`Loyalty skipped the delivered order ${orderId}: it is not stored`);
      return;
    }
    const fact = orderFactOf(orderId, source, now);
    // Refunded before this ran: stored as refunded, so it never counts and gives nothing.
    const stored = await insertOrderFact(tx, userId, fact, source.refundedAt);
    const xp = xpForSpend(fact.amountEurMinor);
    if (!stored || source.refundedAt !== null || xp === 0) return;
    await addPoints(tx, [
      {
        userId,
        kind: 'order',
        xp,
        sourceKey: `order:${orderId}`,
        reference: orderId,
        createdAt: now,
      },
    ]);
  });
  await settleCommunityGoal(deps.db, deps.now());
};

/**
 * order.refunded: the order stops counting and its XP is taken back. Refunded before its
 * delivery was recorded, it is stored as refunded, so a late `order.delivered` adds nothing.
 */
export const recordRefund: EventHandler<'order.refunded'> = async (event, deps) => {
  const { orderId, userId } = event.payload;
  await changeLoyalty(deps, userId, async (tx, now) => {
    const marked = await markOrderRefunded(tx, orderId, now);
    if (!marked) {
      const source = await findOrderSource(tx, orderId);
      if (source && source.userId === userId) {
        await insertOrderFact(
          tx,
          userId,
          orderFactOf(orderId, source, now),
          source.refundedAt ?? now,
        );
      }
    }
    const earned = await findEntryXp(tx, `order:${orderId}`);
    if (earned === undefined) return;
    await addPoints(tx, [
      {
        userId,
        kind: 'orderRefund',
        xp: -earned,
        sourceKey: `order-refund:${orderId}`,
        reference: orderId,
        createdAt: now,
      },
    ]);
  });
};

/** review.posted: a first review of a product counts; a rewrite of it does not. */
export const recordReview: EventHandler<'review.posted'> = async (event, deps) => {
  const { reviewId, userId, replaced } = event.payload;
  if (replaced) return;
  await changeLoyalty(deps, userId, async (tx, now) => {
    const postedAt = (await findReviewTime(tx, reviewId)) ?? now;
    await insertReviewFact(tx, { reviewId, userId, postedAt });
  });
};

/** user.signed_in: the UTC day of the sign-in, for streaks and sign-in quests. */
export const recordSignIn: EventHandler<'user.signed_in'> = async (event, deps) => {
  const { userId, at } = event.payload;
  await changeLoyalty(deps, userId, async (tx, now) => {
    const day = (at === undefined ? now : new Date(at)).toISOString().slice(0, 10);
    await insertSignInDay(tx, userId, day);
  });
};
