import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENTS, QUESTS } from '@store/shared/rules/loyalty';
import {
  AchievementProfile,
  PointsReply,
  UnseenAchievementsReply,
} from '@store/shared/schemas/loyalty';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import {
  deliveredEvent,
  getLoyalty,
  insertDeliveredOrder,
  ledgerOf,
  loyaltyDeps,
  loyaltyProduct,
  postLoyalty,
  refundedEvent,
  storedEvent,
} from '../../test/kits/loyalty-test-kit';
import { recordDeliveredOrder, recordRefund, recordReview, recordSignIn } from './loyalty-handlers';

// Loyalty through its routes against a real database, fed by its event handlers as the
// outbox worker calls them: facts counted once, refunds undone, achievements reached.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileOf = async (client: Parameters<typeof getLoyalty>[0]) =>
  AchievementProfile.parse(await getLoyalty(client, '/achievement-profile'));
const achievement = (profile: AchievementProfile, id: string) =>
  profile.achievements.find((a) => a.id === id);

describe('the achievement profile', () => {
  it('starts a new customer at level 1 with everything locked and the quests of today', async () => {
    const { client } = await signedInCustomer(t);
    const profile = await profileOf(client);
    expect(profile.level).toMatchObject({ current: 1, name: 'New Challenger', xp: 0, percent: 0 });
    expect(profile.level).toMatchObject({ next: 2, nextXp: 250, discountPercent: 0 });
    expect(profile.prestige).toEqual({ current: 0, max: 5, available: false });
    expect(profile.achievements.map((a) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(profile.achievements.every((a) => a.status === 'locked' && a.current === 0)).toBe(true);
    expect(achievement(profile, 'orders-5')?.title).toBeTruthy();
    expect(achievement(profile, 'orders-5')).toMatchObject({
      description: 'Complete 5 orders.',
      target: 5,
      unit: 'orders',
      completedAt: null,
    });
    const keys = profile.quests.map((q) => q.key);
    expect(keys).toEqual(
      expect.arrayContaining(['daily-sign-in', 'daily-purchase', 'story-first-purchase']),
    );
    expect(new Set(profile.quests.map((q) => q._id)).size).toBe(profile.quests.length);
    const story = profile.quests.filter((q) => q.type === 'story');
    expect(story.map((q) => q.status)).toEqual(['active', 'locked', 'locked', 'locked']);
    expect(story.every((q) => q.expiresAt === null)).toBe(true);
    expect(profile.stats).toEqual({
      completedAchievements: 0,
      lifetimeSpend: 0,
      averageOrder: 0,
      highestOrder: 0,
      totalPurchases: 0,
      itemsPurchased: 0,
      purchasesLast60Days: 0,
      storefrontsConquered: 0,
      lastPurchaseAt: null,
      currentLevel: 1,
      currency: 'EUR',
    });
    expect(profile.communityGoal).toMatchObject({
      target: 2500,
      reached: false,
      contributed: false,
    });
    // Read again, the same quests (opened once per period).
    const again = await profileOf(client);
    expect(again.quests.map((q) => q._id)).toEqual(profile.quests.map((q) => q._id));
    expect(QUESTS.filter((q) => q.type !== 'event').every((q) => keys.includes(q.key))).toBe(true);
  });

  it('answers guests 401 on every loyalty route', async () => {
    const guest = createTestClient(t.app);
    for (const url of ['/achievement-profile', '/points', '/achievements/unseen']) {
      expect((await guest.request({ url: `/api/v1/users/me${url}` })).statusCode, url).toBe(401);
    }
    for (const [path, body] of [
      ['/quests/qst_x/claim', undefined],
      ['/prestige', { confirm: true }],
      ['/achievements/seen', { ids: ['orders-5'] }],
    ] as const) {
      expect((await postLoyalty(guest, path, body)).statusCode, path).toBe(401);
    }
  });
});

describe('delivered orders', () => {
  it('counts the same order.delivered once, however often it is handed over', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    const orderId = await insertDeliveredOrder(t, userId, { totalMinor: 12_345, quantity: 2 });
    await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    await Promise.all([
      recordDeliveredOrder(deliveredEvent(orderId, userId), deps),
      recordDeliveredOrder(deliveredEvent(orderId, userId), deps),
    ]);

    const profile = await profileOf(client);
    expect(profile.stats).toMatchObject({
      totalPurchases: 1,
      lifetimeSpend: 12_345,
      highestOrder: 12_345,
      itemsPurchased: 2,
      storefrontsConquered: 1,
    });
    const ledger = await ledgerOf(t, userId);
    // 123 XP for €123.45, then single-100 and bulk-2, each once.
    expect(ledger.filter((e) => e.kind === 'order')).toEqual([
      { kind: 'order', xp: 123, source_key: `order:${orderId}` },
    ]);
    expect(
      ledger
        .filter((e) => e.kind === 'achievement')
        .map((e) => e.source_key)
        .sort(),
    ).toEqual([`achievement:${userId}:bulk-2:1`, `achievement:${userId}:single-100:1`]);
    expect(profile.level.xp).toBe(123 + 50 + 25);
    const { rows } = await t.database.pool.query(
      'select achievement_id from loyalty_achievements where user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(2);
  });

  it('counts both of two orders of one customer delivered at the same moment', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    const earlier = await insertDeliveredOrder(t, userId, { totalMinor: 2000 });
    await recordDeliveredOrder(deliveredEvent(earlier, userId), deps);
    const first = await insertDeliveredOrder(t, userId, { totalMinor: 4000 });
    const second = await insertDeliveredOrder(t, userId, { totalMinor: 6000 });
    await Promise.all([
      recordDeliveredOrder(deliveredEvent(first, userId), deps),
      recordDeliveredOrder(deliveredEvent(second, userId), deps),
    ]);
    const profile = await profileOf(client);
    expect(profile.stats).toMatchObject({ totalPurchases: 3, lifetimeSpend: 12_000 });
    // Only the two together make the third order in 60 days: whichever ran second must have
    // seen the other, which the lock on the customer's account makes sure of.
    expect(achievement(profile, 'three-in-60-days')).toMatchObject({
      status: 'unlocked',
      current: 3,
    });
    expect((await ledgerOf(t, userId)).filter((e) => e.kind === 'order')).toHaveLength(3);
    expect(profile.level.xp).toBe(20 + 40 + 60 + 50);
  });

  it('converts an order in another currency to EUR at the rate it was priced with', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    // ¥15,000 at 160 yen per euro: €93.75.
    const orderId = await insertDeliveredOrder(t, userId, {
      totalMinor: 15_000,
      currency: 'JPY',
      rateMicros: 160_000_000,
    });
    await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    const profile = await profileOf(client);
    expect(profile.stats.lifetimeSpend).toBe(9375);
    expect(profile.level.xp).toBe(93);
  });

  it('records launch purchases and subscription months from the products bought', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    const paidAt = new Date('2026-06-01T20:00:00Z');
    const launch = await loyaltyProduct(t, { releaseDate: '2026-06-01' });
    const card = await loyaltyProduct(t, { subscriptionMonths: 3 });
    for (const group of [launch, card]) {
      const orderId = await insertDeliveredOrder(t, userId, { group, paidAt, deliveredAt: paidAt });
      await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    }
    const profile = await profileOf(client);
    expect(achievement(profile, 'launch-day')?.status).toBe('unlocked');
    expect(achievement(profile, 'subscription-3-months')?.status).toBe('unlocked');
  });
});

describe('refunds', () => {
  it('takes a refunded order back: stats, XP and the achievement it reached', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    const kept = await insertDeliveredOrder(t, userId, { totalMinor: 5000 });
    await recordDeliveredOrder(deliveredEvent(kept, userId), deps);
    const before = await profileOf(client);
    expect(achievement(before, 'single-100')?.status).toBe('inProgress');

    const refunded = await insertDeliveredOrder(t, userId, { totalMinor: 15_000 });
    await recordDeliveredOrder(deliveredEvent(refunded, userId), deps);
    const bought = await profileOf(client);
    expect(achievement(bought, 'single-100')?.status).toBe('unlocked');
    expect(bought.level.xp).toBe(50 + 150 + 50);

    await t.database.pool.query(
      "update orders set status = 'refunded', refunded_at = now() where public_id = $1",
      [refunded],
    );
    await recordRefund(refundedEvent(refunded, userId), deps);
    await recordRefund(refundedEvent(refunded, userId), deps);
    const after = await profileOf(client);
    expect(after.stats).toEqual(before.stats);
    expect(after.level).toEqual(before.level);
    expect(achievement(after, 'single-100')).toMatchObject({
      status: 'inProgress',
      current: 5000,
      completedAt: null,
    });
    const ledger = await ledgerOf(t, userId);
    expect(ledger.filter((e) => e.kind === 'orderRefund')).toEqual([
      { kind: 'orderRefund', xp: -150, source_key: `order-refund:${refunded}` },
    ]);
    expect(ledger.filter((e) => e.kind === 'achievementRevoked')).toEqual([
      {
        kind: 'achievementRevoked',
        xp: -50,
        source_key: `achievement-revoked:${userId}:single-100:1`,
      },
    ]);

    // Reached again by a new order: a second generation with its own XP.
    const again = await insertDeliveredOrder(t, userId, { totalMinor: 10_000 });
    await recordDeliveredOrder(deliveredEvent(again, userId), deps);
    expect((await ledgerOf(t, userId)).map((e) => e.source_key)).toContain(
      `achievement:${userId}:single-100:2`,
    );
  });

  it('ignores a delivery recorded after its refund', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    const orderId = await insertDeliveredOrder(t, userId, { totalMinor: 9000 });
    await recordRefund(refundedEvent(orderId, userId), deps);
    await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    const profile = await profileOf(client);
    expect(profile.stats.totalPurchases).toBe(0);
    expect(await ledgerOf(t, userId)).toEqual([]);
  });
});

describe('achievements reached', () => {
  it('unlocks orders-5 on the fifth order, tells the customer live, and toasts it once', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps, realtime } = loyaltyDeps(t);
    for (let i = 0; i < 5; i += 1) {
      const orderId = await insertDeliveredOrder(t, userId, { totalMinor: 1000 });
      await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    }
    const profile = await profileOf(client);
    expect(achievement(profile, 'orders-5')).toMatchObject({
      status: 'unlocked',
      current: 5,
    });
    expect(achievement(profile, 'orders-5')?.completedAt).toBeTruthy();
    const told = realtime.sent.filter((s) => s.message.event === 'achievementUnlocked');
    expect(told.every((s) => s.userId === userId)).toBe(true);
    expect(told.map((s) => s.message.message)).toContainEqual({
      id: 'orders-5',
      completedAt: achievement(profile, 'orders-5')?.completedAt,
    });

    const unseen = UnseenAchievementsReply.parse(await getLoyalty(client, '/achievements/unseen'));
    expect(unseen.achievements.map((a) => a.id)).toEqual(
      expect.arrayContaining(['orders-5', 'three-in-60-days']),
    );
    // Someone else marking the same ids changes nothing of this customer's.
    const other = await signedInCustomer(t);
    expect(
      (await postLoyalty(other.client, '/achievements/seen', { ids: ['orders-5'] })).statusCode,
    ).toBe(204);
    expect(
      UnseenAchievementsReply.parse(await getLoyalty(client, '/achievements/unseen')).achievements,
    ).toHaveLength(unseen.achievements.length);

    const seen = await postLoyalty(client, '/achievements/seen', { ids: ['orders-5'] });
    expect(seen.statusCode).toBe(204);
    const after = await profileOf(client);
    expect(achievement(after, 'orders-5')?.status).toBe('completed');
    const left = UnseenAchievementsReply.parse(await getLoyalty(client, '/achievements/unseen'));
    expect(left.achievements.map((a) => a.id)).not.toContain('orders-5');
    expect(after.stats.completedAchievements).toBe(
      after.achievements.filter((a) => a.completedAt !== null).length,
    );
  });

  it('refuses an empty or unknown list of seen achievements', async () => {
    const { client } = await signedInCustomer(t);
    expect((await postLoyalty(client, '/achievements/seen', { ids: [] })).statusCode).toBe(400);
    expect((await postLoyalty(client, '/achievements/seen', { ids: ['nope'] })).statusCode).toBe(
      400,
    );
  });

  it('counts first reviews and sign-in days toward their achievements', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    for (let reviewId = 900_001; reviewId <= 900_003; reviewId += 1) {
      const payload = { reviewId, productId: 1, userId, rating: 5, verifiedPurchase: false };
      await recordReview(storedEvent('review.posted', { ...payload, replaced: false }), deps);
      await recordReview(storedEvent('review.posted', { ...payload, replaced: true }), deps);
    }
    // Seven days in a row across the turn of the year, each signed in twice.
    for (let day = 0; day < 7; day += 1) {
      const at = new Date(Date.UTC(2026, 11, 28 + day, 9)).toISOString();
      await recordSignIn(storedEvent('user.signed_in', { userId, at }), deps);
      await recordSignIn(storedEvent('user.signed_in', { userId, at }), deps);
    }
    const profile = await profileOf(client);
    expect(achievement(profile, 'reviews-3')).toMatchObject({ status: 'unlocked', current: 3 });
    expect(achievement(profile, 'sign-in-streak-7')).toMatchObject({
      status: 'unlocked',
      current: 7,
    });
  });
});

describe('the points history', () => {
  it('pages the ledger newest first with the XP total', async () => {
    const { client, userId } = await signedInCustomer(t);
    const { deps } = loyaltyDeps(t);
    for (const total of [1000, 2000, 3000]) {
      const orderId = await insertDeliveredOrder(t, userId, { totalMinor: total });
      await recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
    }
    const first = PointsReply.parse(await getLoyalty(client, '/points?limit=2'));
    expect(first).toMatchObject({ total: 4, page: 1, pages: 2, xp: 10 + 20 + 30 + 50 });
    expect(first.entries.map((e) => e.kind)).toEqual(['achievement', 'order']);
    const second = PointsReply.parse(await getLoyalty(client, '/points?limit=2&page=2'));
    expect(second.entries.map((e) => [e.kind, e.xp])).toEqual([
      ['order', 20],
      ['order', 10],
    ]);
    expect((await client.request({ url: '/api/v1/users/me/points?limit=51' })).statusCode).toBe(
      400,
    );
  });
});

describe('a long history', () => {
  /** How many statements the database is sent while the profile is read. */
  async function statementsOfProfileRead(client: Parameters<typeof profileOf>[0]) {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const profile = await profileOf(client);
      return { profile, statements: query.mock.calls.length };
    } finally {
      query.mockRestore();
    }
  }

  it('reads the profile of a customer with 1,000 orders in as many statements as with none', async () => {
    const { client, userId } = await signedInCustomer(t);
    await profileOf(client);
    const empty = await statementsOfProfileRead(client);
    expect(empty.profile.stats.totalPurchases).toBe(0);
    expect(empty.statements).toBeGreaterThan(2);

    await t.database.pool.query(
      `insert into loyalty_orders (order_id, user_id, amount_eur_minor, items, platform_ids,
         subscription_months, launch_purchase, delivered_at)
       select 'ord_history_' || $1::text || '_' || n, $1::int, 1000 + n, 1 + n % 3,
              jsonb_build_array(1 + n % 5), 0, false, now() - make_interval(hours => n)
       from generate_series(1, 1000) as n`,
      [userId],
    );
    const long = await statementsOfProfileRead(client);
    expect(long.profile.stats.totalPurchases).toBe(1000);
    // The budget: one statement per fact table and a few for the account, the quests and
    // the goal, whatever the history's length (the time is measured by `npm run bench`).
    expect(long.statements).toBeLessThanOrEqual(empty.statements + 1);
    expect(long.statements).toBeLessThanOrEqual(20);
  });
});
