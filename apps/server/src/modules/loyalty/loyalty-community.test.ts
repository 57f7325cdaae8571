import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AchievementProfile } from '@store/shared/schemas/loyalty';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import {
  deliveredEvent,
  getLoyalty,
  insertDeliveredOrder,
  ledgerOf,
  loyaltyDeps,
} from '../../test/kits/loyalty-test-kit';
import { recordDeliveredOrder } from './loyalty-handlers';

// The community goal, with a target small enough to reach in a test: a new goal row starts
// now and, being the latest, is the current one.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function deliver(userId: number, deliveredAt?: Date): Promise<void> {
  const { deps } = loyaltyDeps(t);
  const orderId = await insertDeliveredOrder(t, userId, { totalMinor: 1000, deliveredAt });
  await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
}

const rewardsOf = async (userId: number) =>
  (await ledgerOf(t, userId)).filter((e) => e.kind === 'communityGoal');

describe('the community goal', () => {
  it('rewards every contributor exactly once when the target is reached', async () => {
    const early = await signedInCustomer(t);
    // Delivered before the goal started: it does not count.
    await deliver(early.userId, new Date(Date.now() - 3_600_000));
    await t.database.pool.query(
      `insert into community_goals (id, key, target, reward, starts_at)
       values ('cgl_test', 'test-goal', 3, 40, now())`,
    );
    const a = await signedInCustomer(t);
    const b = await signedInCustomer(t);
    const c = await signedInCustomer(t);
    const late = await signedInCustomer(t);
    await deliver(a.userId);
    const started = AchievementProfile.parse(await getLoyalty(a.client, '/achievement-profile'));
    expect(started.communityGoal).toMatchObject({
      _id: 'cgl_test',
      target: 3,
      count: 1,
      contributors: 1,
      percent: 33,
      reached: false,
      contributed: true,
      reward: 40,
    });
    // The last two orders land at the same moment: whichever counts last sees both.
    await Promise.all([deliver(b.userId), deliver(c.userId)]);
    await deliver(late.userId);
    await deliver(a.userId);

    for (const customer of [a, b, c]) {
      expect(await rewardsOf(customer.userId)).toEqual([
        { kind: 'communityGoal', xp: 40, source_key: `community:cgl_test:${customer.userId}` },
      ]);
    }
    // Only who had contributed when it was reached.
    expect(await rewardsOf(late.userId)).toEqual([]);
    expect(await rewardsOf(early.userId)).toEqual([]);
    const reached = AchievementProfile.parse(await getLoyalty(b.client, '/achievement-profile'));
    expect(reached.communityGoal).toMatchObject({ reached: true, percent: 100, contributed: true });
    expect(reached.level.xp).toBe(10 + 40);
    const outsider = AchievementProfile.parse(
      await getLoyalty(early.client, '/achievement-profile'),
    );
    expect(outsider.communityGoal?.contributed).toBe(false);
  });
});
