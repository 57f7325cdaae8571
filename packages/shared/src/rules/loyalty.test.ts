import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_TEXTS,
  COMMUNITY_GOAL_TEXTS,
  LEVEL_NAMES,
  QUEST_TEXTS,
} from '../loyalty-texts';
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENTS,
  achievementProgress,
  COMMUNITY_GOAL_DEFAULT_TARGET,
  communityGoalPercent,
  formatCountdown,
  levelForXp,
  levelState,
  LOYALTY_DISCOUNT_PERCENT,
  LOYALTY_LEVELS,
  loyaltyStats,
  PRESTIGE_MAX,
  prestigeAvailable,
  questProgress,
  QUESTS,
  questUnit,
  questWindow,
  xpForSpend,
  type AchievementId,
  type LoyaltyFacts,
  type LoyaltyLevel,
  type LoyaltyOrderFact,
  type QuestDefinition,
} from './loyalty';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const DAY_MS = 86_400_000;

let orderCount = 0;
function order(overrides: Partial<LoyaltyOrderFact> = {}): LoyaltyOrderFact {
  orderCount += 1;
  return {
    orderId: `order-${orderCount}`,
    amountEurMinor: 1000,
    items: 1,
    platformIds: [1],
    subscriptionMonths: 0,
    launchPurchase: false,
    deliveredAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function facts(overrides: Partial<LoyaltyFacts> = {}): LoyaltyFacts {
  return { orders: [], reviews: [], signInDays: [], ...overrides };
}

const orders = (count: number, overrides: Partial<LoyaltyOrderFact> = {}) =>
  Array.from({ length: count }, () => order(overrides));

/** One achievement's progress for these facts. */
function progressOf(id: AchievementId, input: LoyaltyFacts) {
  const entry = achievementProgress(input, NOW).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no progress for ${id}`);
  return entry;
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('levels', () => {
  it.each<[number, LoyaltyLevel]>([
    [-50, 1],
    [0, 1],
    [249, 1],
    [250, 2],
    [749, 2],
    [750, 3],
    [1999, 3],
    [2000, 4],
    [4999, 4],
    [5000, 5],
    [1_000_000, 5],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('names the levels in order with their thresholds', () => {
    expect(LOYALTY_LEVELS.map(({ name, minXp }) => [name, minXp])).toEqual([
      ['New Challenger', 0],
      ['Loot Hunter', 250],
      ['Elite Raider', 750],
      ['Mythic Champion', 2000],
      ['Legendary Vault Guardian', 5000],
    ]);
  });

  it.each<[LoyaltyLevel, number]>([
    [1, 0],
    [2, 3],
    [3, 5],
    [4, 7],
    [5, 10],
  ])('level %i gives %i %% at checkout', (level, percent) => {
    expect(LOYALTY_DISCOUNT_PERCENT[level]).toBe(percent);
    expect(LOYALTY_LEVELS.find((entry) => entry.level === level)?.discountPercent).toBe(percent);
  });

  it('reports the way to the next level in whole percent', () => {
    expect(levelState(0)).toEqual({
      current: 1,
      name: 'New Challenger',
      xp: 0,
      levelXp: 0,
      next: 2,
      nextXp: 250,
      percent: 0,
      discountPercent: 0,
    });
    // 249 of 250 is 99.6 %: rounded down, so 100 % only when the level is reached.
    expect(levelState(249).percent).toBe(99);
    expect(levelState(250)).toMatchObject({ current: 2, levelXp: 250, next: 3, nextXp: 750 });
    expect(levelState(250).percent).toBe(0);
    expect(levelState(500).percent).toBe(50);
    expect(levelState(1375)).toMatchObject({ current: 3, percent: 50, discountPercent: 5 });
  });

  it('is full at the final level', () => {
    expect(levelState(5000)).toEqual({
      current: 5,
      name: 'Legendary Vault Guardian',
      xp: 5000,
      levelXp: 5000,
      next: null,
      nextXp: null,
      percent: 100,
      discountPercent: 10,
    });
    expect(levelState(9000).percent).toBe(100);
  });

  it('reports negative points as 0', () => {
    expect(levelState(-30)).toMatchObject({ current: 1, xp: 0, percent: 0 });
  });
});

describe('xpForSpend', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [199, 1],
    [12_345, 123],
    [-500, 0],
  ])('%i EUR cents give %i XP', (cents, xp) => {
    expect(xpForSpend(cents)).toBe(xp);
  });
});

describe('prestigeAvailable', () => {
  it('opens at level 5 until the last prestige', () => {
    expect(prestigeAvailable(5, 0)).toBe(true);
    expect(prestigeAvailable(5, PRESTIGE_MAX - 1)).toBe(true);
    expect(prestigeAvailable(5, PRESTIGE_MAX)).toBe(false);
    expect(prestigeAvailable(4, 0)).toBe(false);
  });
});

describe('the achievement table', () => {
  it('lists every id once, in the id order', () => {
    expect(ACHIEVEMENTS.map((entry) => entry.id)).toEqual([...ACHIEVEMENT_IDS]);
  });

  it('states money targets in EUR minor units', () => {
    const targets = Object.fromEntries(ACHIEVEMENTS.map((entry) => [entry.id, entry.target]));
    expect(targets).toMatchObject({
      'single-100': 10_000,
      'spend-250': 25_000,
      'spend-500': 50_000,
      'spend-1000': 100_000,
    });
  });

  it('answers one entry per achievement, in order, for no facts at all', () => {
    const progress = achievementProgress(facts(), NOW);
    expect(progress.map((entry) => entry.id)).toEqual([...ACHIEVEMENT_IDS]);
    expect(progress.every((entry) => entry.current === 0 && !entry.completed)).toBe(true);
  });
});

describe('achievementProgress', () => {
  it.each<[AchievementId, number]>([
    ['orders-5', 5],
    ['orders-10', 10],
    ['orders-12', 12],
    ['orders-18', 18],
  ])('%s needs %i orders', (id, count) => {
    // Spread over a year so no other rule is needed to tell them apart.
    const spread = (n: number) =>
      Array.from({ length: n }, (_, index) =>
        order({ deliveredAt: iso(Date.UTC(2026, 0, 1) + index * 20 * DAY_MS) }),
      );
    expect(progressOf(id, facts({ orders: spread(count - 1) }))).toEqual({
      id,
      current: count - 1,
      target: count,
      completed: false,
    });
    expect(progressOf(id, facts({ orders: spread(count) })).completed).toBe(true);
    expect(progressOf(id, facts({ orders: spread(count + 3) })).current).toBe(count);
  });

  it('items-20 adds the items of every order', () => {
    expect(
      progressOf('items-20', facts({ orders: [order({ items: 10 }), order({ items: 9 })] })),
    ).toMatchObject({ current: 19, completed: false });
    expect(
      progressOf('items-20', facts({ orders: [order({ items: 10 }), order({ items: 10 })] })),
    ).toMatchObject({ current: 20, completed: true });
  });

  describe('three-in-60-days', () => {
    const at = (day: number) => order({ deliveredAt: iso(Date.UTC(2026, 0, 1) + day * DAY_MS) });

    it('needs three orders inside one 60-day window', () => {
      expect(progressOf('three-in-60-days', facts({ orders: [at(0), at(30)] }))).toMatchObject({
        current: 2,
        completed: false,
      });
      expect(
        progressOf('three-in-60-days', facts({ orders: [at(0), at(30), at(59)] })).completed,
      ).toBe(true);
    });

    it('does not join orders exactly 60 days apart', () => {
      expect(
        progressOf('three-in-60-days', facts({ orders: [at(0), at(30), at(60)] })),
      ).toMatchObject({ current: 2, completed: false });
    });

    it('joins orders one millisecond under 60 days apart', () => {
      const last = order({ deliveredAt: iso(Date.UTC(2026, 0, 1) + 60 * DAY_MS - 1) });
      expect(
        progressOf('three-in-60-days', facts({ orders: [at(0), at(30), last] })).completed,
      ).toBe(true);
    });

    it('slides: a later cluster counts even when the early orders were spread out', () => {
      const history = [at(0), at(100), at(200), at(230), at(250)];
      expect(progressOf('three-in-60-days', facts({ orders: history })).completed).toBe(true);
      expect(
        progressOf('three-in-60-days', facts({ orders: [at(0), at(61), at(122), at(183)] }))
          .current,
      ).toBe(1);
    });

    it('stays reached however long ago, and reads the orders in any order', () => {
      expect(
        progressOf('three-in-60-days', facts({ orders: [at(40), at(0), at(20)] })).completed,
      ).toBe(true);
    });
  });

  it('single-100 needs one order of at least €100', () => {
    expect(
      progressOf('single-100', facts({ orders: [order({ amountEurMinor: 9999 }), order()] })),
    ).toMatchObject({ current: 9999, target: 10_000, completed: false });
    expect(
      progressOf('single-100', facts({ orders: [order({ amountEurMinor: 10_000 })] })),
    ).toMatchObject({ current: 10_000, completed: true });
    expect(
      progressOf('single-100', facts({ orders: [order({ amountEurMinor: 25_000 })] })).current,
    ).toBe(10_000);
  });

  it.each<[AchievementId, number]>([
    ['spend-250', 25_000],
    ['spend-500', 50_000],
    ['spend-1000', 100_000],
  ])('%s needs %i EUR cents in all', (id, target) => {
    const two = (total: number) => [
      order({ amountEurMinor: Math.floor(total / 2) }),
      order({ amountEurMinor: total - Math.floor(total / 2) }),
    ];
    expect(progressOf(id, facts({ orders: two(target - 1) }))).toMatchObject({
      current: target - 1,
      completed: false,
    });
    expect(progressOf(id, facts({ orders: two(target) }))).toMatchObject({
      current: target,
      completed: true,
    });
  });

  it.each<[AchievementId, number]>([
    ['bulk-2', 2],
    ['bulk-3', 3],
    ['bulk-4', 4],
    ['bulk-5', 5],
    ['bulk-10', 10],
  ])('%s needs %i items in one order', (id, size) => {
    // Many smaller orders add up to more, but only one order's size counts.
    const small = orders(5, { items: size - 1 });
    expect(progressOf(id, facts({ orders: small }))).toMatchObject({
      current: size - 1,
      target: size,
      completed: false,
    });
    expect(progressOf(id, facts({ orders: [...small, order({ items: size })] })).completed).toBe(
      true,
    );
    expect(progressOf(id, facts({ orders: [order({ items: 12 })] })).current).toBe(size);
  });

  it('reviews-3 counts reviews', () => {
    const reviews = (n: number) =>
      Array.from({ length: n }, () => ({ postedAt: '2026-11-02T10:00:00.000Z' }));
    expect(progressOf('reviews-3', facts({ reviews: reviews(2) }))).toMatchObject({
      current: 2,
      completed: false,
    });
    expect(progressOf('reviews-3', facts({ reviews: reviews(3) })).completed).toBe(true);
  });

  describe('sign-in-streak-7', () => {
    const days = (first: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        iso(Date.parse(`${first}T00:00:00.000Z`) + index * DAY_MS).slice(0, 10),
      );

    it('needs seven consecutive days', () => {
      expect(
        progressOf('sign-in-streak-7', facts({ signInDays: days('2026-11-01', 6) })),
      ).toMatchObject({ current: 6, completed: false });
      expect(
        progressOf('sign-in-streak-7', facts({ signInDays: days('2026-11-01', 7) })).completed,
      ).toBe(true);
    });

    it('starts again after a gap and keeps the longest run', () => {
      const withGap = [...days('2026-11-01', 4), ...days('2026-11-06', 5)];
      expect(progressOf('sign-in-streak-7', facts({ signInDays: withGap }))).toMatchObject({
        current: 5,
        completed: false,
      });
    });

    it('runs across the end of a month and of a year, in any order', () => {
      expect(days('2026-02-25', 7)).toContain('2026-03-01');
      expect(
        progressOf('sign-in-streak-7', facts({ signInDays: days('2026-02-25', 7) })).completed,
      ).toBe(true);
      const newYear = days('2026-12-28', 7).reverse();
      expect(newYear).toContain('2027-01-01');
      expect(progressOf('sign-in-streak-7', facts({ signInDays: newYear })).completed).toBe(true);
    });

    it('ignores repeats and texts that name no day', () => {
      const input = [...days('2026-11-01', 6), '2026-11-03', '2026-11-31', 'yesterday'];
      expect(progressOf('sign-in-streak-7', facts({ signInDays: input })).current).toBe(6);
    });
  });

  it('subscription-3-months needs a card of at least 3 months', () => {
    expect(
      progressOf(
        'subscription-3-months',
        facts({ orders: [order({ subscriptionMonths: 1 }), order({ subscriptionMonths: 1 })] }),
      ),
    ).toMatchObject({ current: 1, target: 3, completed: false });
    expect(
      progressOf('subscription-3-months', facts({ orders: [order({ subscriptionMonths: 3 })] }))
        .completed,
    ).toBe(true);
    expect(
      progressOf('subscription-3-months', facts({ orders: [order({ subscriptionMonths: 12 })] }))
        .current,
    ).toBe(3);
  });

  it('launch-day needs an order flagged as a launch purchase', () => {
    // The 24-hour rule is applied when the server builds the fact; here only the flag counts.
    expect(progressOf('launch-day', facts({ orders: [order()] }))).toMatchObject({
      current: 0,
      target: 1,
      completed: false,
    });
    expect(
      progressOf('launch-day', facts({ orders: [order(), order({ launchPurchase: true })] })),
    ).toMatchObject({ current: 1, completed: true });
  });
});

describe('loyaltyStats', () => {
  it('is all zeros for a customer without orders', () => {
    expect(loyaltyStats(facts(), NOW)).toEqual({
      lifetimeSpend: 0,
      averageOrder: 0,
      highestOrder: 0,
      totalPurchases: 0,
      itemsPurchased: 0,
      purchasesLast60Days: 0,
      storefrontsConquered: 0,
      lastPurchaseAt: null,
    });
  });

  it('sums, averages and counts the orders', () => {
    const history = [
      order({
        amountEurMinor: 1000,
        items: 1,
        platformIds: [1],
        deliveredAt: '2026-01-10T08:00:00Z',
      }),
      order({
        amountEurMinor: 2001,
        items: 3,
        platformIds: [1, 4],
        deliveredAt: '2026-11-20T09:30:00Z',
      }),
      order({
        amountEurMinor: 500,
        items: 2,
        platformIds: [7],
        deliveredAt: '2026-10-01T00:00:00Z',
      }),
    ];
    expect(loyaltyStats(facts({ orders: history }), NOW)).toEqual({
      lifetimeSpend: 3501,
      // 3501 / 3 = 1167
      averageOrder: 1167,
      highestOrder: 2001,
      totalPurchases: 3,
      itemsPurchased: 6,
      purchasesLast60Days: 2,
      storefrontsConquered: 3,
      lastPurchaseAt: '2026-11-20T09:30:00.000Z',
    });
  });

  it('rounds the average to the nearest cent', () => {
    const history = [order({ amountEurMinor: 1000 }), order({ amountEurMinor: 1001 })];
    expect(loyaltyStats(facts({ orders: history }), NOW).averageOrder).toBe(1001);
  });

  it('counts the last 60 days as (now − 60 days, now]', () => {
    const history = [
      order({ deliveredAt: iso(NOW.getTime() - 60 * DAY_MS) }),
      order({ deliveredAt: iso(NOW.getTime() - 60 * DAY_MS + 1) }),
      order({ deliveredAt: iso(NOW.getTime()) }),
      order({ deliveredAt: iso(NOW.getTime() + 1) }),
    ];
    expect(loyaltyStats(facts({ orders: history }), NOW).purchasesLast60Days).toBe(2);
  });
});

describe('quests', () => {
  const quest = (key: string): QuestDefinition => {
    const found = QUESTS.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`no quest ${key}`);
    return found;
  };

  it('seeds every kind of quest with unique keys and texts', () => {
    const keys = QUESTS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const count = (type: string) => QUESTS.filter((entry) => entry.type === type).length;
    expect([
      count('daily'),
      count('weekly'),
      count('seasonal'),
      count('event'),
      count('story'),
    ]).toEqual([2, 2, 2, 2, 4]);
    for (const key of keys) {
      expect(QUEST_TEXTS[key]?.title, key).toBeTruthy();
      expect(QUEST_TEXTS[key]?.description, key).toBeTruthy();
    }
    expect(Object.keys(QUEST_TEXTS).sort()).toEqual([...keys].sort());
  });

  it('chains the story chapters, each after the previous one', () => {
    const story = QUESTS.filter((entry) => entry.type === 'story');
    expect(story[0]?.after).toBeUndefined();
    story.slice(1).forEach((chapter, index) => {
      expect(chapter.after).toBe(story[index]?.key);
    });
  });

  it('maps goals to progress units', () => {
    expect(questUnit({ kind: 'orders', target: 1 })).toBe('orders');
    expect(questUnit({ kind: 'items', target: 1 })).toBe('items');
    expect(questUnit({ kind: 'spend', target: 1 })).toBe('eurMinor');
    expect(questUnit({ kind: 'reviews', target: 1 })).toBe('reviews');
    expect(questUnit({ kind: 'signInDays', target: 1 })).toBe('days');
  });

  describe('questWindow', () => {
    it('runs a daily quest over the UTC day', () => {
      expect(questWindow(quest('daily-sign-in'), new Date('2026-12-31T23:59:59.999Z'))).toEqual({
        periodKey: '2026-12-31',
        startsAt: new Date('2026-12-31T00:00:00.000Z'),
        expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      });
      expect(
        questWindow(quest('daily-sign-in'), new Date('2027-01-01T00:00:00.000Z'))?.periodKey,
      ).toBe('2027-01-01');
    });

    it.each([
      // Thursday 31 December 2026 and Friday 1 January 2027 share ISO week 53 of 2026.
      ['2026-12-31T12:00:00.000Z', '2026-W53', '2026-12-28T00:00:00.000Z'],
      ['2027-01-01T00:00:00.000Z', '2026-W53', '2026-12-28T00:00:00.000Z'],
      ['2027-01-03T23:59:59.999Z', '2026-W53', '2026-12-28T00:00:00.000Z'],
      ['2027-01-04T00:00:00.000Z', '2027-W01', '2027-01-04T00:00:00.000Z'],
      // Monday 29 December 2025 already belongs to week 1 of 2026.
      ['2025-12-29T08:00:00.000Z', '2026-W01', '2025-12-29T00:00:00.000Z'],
      ['2026-11-25T12:00:00.000Z', '2026-W48', '2026-11-23T00:00:00.000Z'],
      // A Sunday ends its week.
      ['2026-11-29T23:00:00.000Z', '2026-W48', '2026-11-23T00:00:00.000Z'],
    ])('puts %s in ISO week %s', (at, key, monday) => {
      const window = questWindow(quest('weekly-orders'), new Date(at));
      expect(window).toEqual({
        periodKey: key,
        startsAt: new Date(monday),
        expiresAt: new Date(Date.parse(monday) + 7 * DAY_MS),
      });
    });

    it.each([
      ['2026-01-01T00:00:00.000Z', '2026-Q1', '2026-01-01', '2026-04-01'],
      ['2026-03-31T23:59:59.999Z', '2026-Q1', '2026-01-01', '2026-04-01'],
      ['2026-04-01T00:00:00.000Z', '2026-Q2', '2026-04-01', '2026-07-01'],
      ['2026-11-25T12:00:00.000Z', '2026-Q4', '2026-10-01', '2027-01-01'],
    ])('puts %s in the quarter %s', (at, key, start, end) => {
      expect(questWindow(quest('seasonal-orders'), new Date(at))).toEqual({
        periodKey: key,
        startsAt: new Date(`${start}T00:00:00.000Z`),
        expiresAt: new Date(`${end}T00:00:00.000Z`),
      });
    });

    it('runs an event quest only inside its fixed window', () => {
      const winter = quest('event-winter-sale');
      const window = {
        periodKey: 'event-winter-sale',
        startsAt: new Date('2026-11-20T00:00:00.000Z'),
        expiresAt: new Date('2027-01-08T00:00:00.000Z'),
      };
      expect(questWindow(winter, new Date('2026-11-19T23:59:59.999Z'))).toBeNull();
      expect(questWindow(winter, new Date('2026-11-20T00:00:00.000Z'))).toEqual(window);
      expect(questWindow(winter, new Date('2027-01-07T23:59:59.999Z'))).toEqual(window);
      expect(questWindow(winter, new Date('2027-01-08T00:00:00.000Z'))).toBeNull();
      expect(questWindow(quest('event-spring-festival'), NOW)).toBeNull();
      expect(
        questWindow(quest('event-spring-festival'), new Date('2027-04-01T00:00:00Z')),
      ).toMatchObject({ periodKey: 'event-spring-festival' });
    });

    it('gives a story chapter one endless period', () => {
      expect(questWindow(quest('story-first-purchase'), NOW)).toEqual({
        periodKey: 'story',
        startsAt: new Date(0),
        expiresAt: null,
      });
    });
  });

  describe('questProgress', () => {
    const window = {
      startsAt: new Date('2026-11-23T00:00:00.000Z'),
      expiresAt: new Date('2026-11-30T00:00:00.000Z'),
    };
    const edges = {
      before: '2026-11-22T23:59:59.999Z',
      first: '2026-11-23T00:00:00.000Z',
      last: '2026-11-29T23:59:59.999Z',
      after: '2026-11-30T00:00:00.000Z',
    };
    const history = facts({
      orders: Object.values(edges).map((deliveredAt) =>
        order({ deliveredAt, items: 2, amountEurMinor: 1500 }),
      ),
      reviews: Object.values(edges).map((postedAt) => ({ postedAt })),
      signInDays: ['2026-11-22', '2026-11-23', '2026-11-29', '2026-11-30'],
    });

    it('counts only what happened within [startsAt, expiresAt)', () => {
      expect(questProgress({ kind: 'orders', target: 10 }, history, window)).toBe(2);
      expect(questProgress({ kind: 'items', target: 10 }, history, window)).toBe(4);
      expect(questProgress({ kind: 'spend', target: 10_000 }, history, window)).toBe(3000);
      expect(questProgress({ kind: 'reviews', target: 10 }, history, window)).toBe(2);
      expect(questProgress({ kind: 'signInDays', target: 10 }, history, window)).toBe(2);
    });

    it('caps progress at the target', () => {
      expect(questProgress({ kind: 'items', target: 3 }, history, window)).toBe(3);
      expect(questProgress({ kind: 'orders', target: 1 }, history, window)).toBe(1);
    });

    it('counts everything since the start for an endless window', () => {
      const story = { startsAt: new Date(0), expiresAt: null };
      expect(questProgress({ kind: 'orders', target: 10 }, history, story)).toBe(4);
      expect(questProgress({ kind: 'signInDays', target: 10 }, history, story)).toBe(4);
    });

    it('counts a sign-in today for the daily quest, and not yesterday’s', () => {
      const today = questWindow(quest('daily-sign-in'), NOW);
      if (!today) throw new Error('a daily quest always has a window');
      const goal = quest('daily-sign-in').goal;
      expect(questProgress(goal, facts({ signInDays: ['2026-11-24'] }), today)).toBe(0);
      expect(questProgress(goal, facts({ signInDays: ['2026-11-25'] }), today)).toBe(1);
    });
  });
});

describe('communityGoalPercent', () => {
  it.each([
    [0, 2500, 0],
    [24, 2500, 0],
    [25, 2500, 1],
    [1249, 2500, 49],
    [2499, 2500, 99],
    [2500, 2500, 100],
    [4000, 2500, 100],
    [-5, 2500, 0],
    [10, 0, 0],
  ])('%i of %i is %i %%', (count, target, percent) => {
    expect(communityGoalPercent(count, target)).toBe(percent);
  });

  it('defaults to 2,500 purchases', () => {
    expect(COMMUNITY_GOAL_DEFAULT_TARGET).toBe(2500);
  });
});

describe('formatCountdown', () => {
  it.each([0, -1, -60_000, Number.NaN])('%s ms left is expired', (ms) => {
    expect(formatCountdown(ms)).toBe('expired');
  });

  it('shows hours past 24, then minutes and seconds', () => {
    expect(formatCountdown(90_061_000)).toEqual({ hours: 25, minutes: 1, seconds: 1 });
    expect(formatCountdown(3_599_000)).toEqual({ hours: 0, minutes: 59, seconds: 59 });
  });

  it('counts a partial second as a whole one until the time is up', () => {
    expect(formatCountdown(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(formatCountdown(1500)).toEqual({ hours: 0, minutes: 0, seconds: 2 });
  });
});

describe('texts', () => {
  it('has every achievement’s texts, stating its threshold', () => {
    for (const id of ACHIEVEMENT_IDS) {
      const text = ACHIEVEMENT_TEXTS[id];
      expect(text.title, id).toBeTruthy();
      expect(text.ctaText, id).toBeTruthy();
      const threshold = /\d+/.exec(id.replace('three', '3'))?.[0];
      if (threshold) expect(text.description, id).toContain(threshold.replace(/^1000$/, '1,000'));
    }
    expect(ACHIEVEMENT_TEXTS['orders-5']).toMatchObject({
      description: 'Complete 5 orders.',
      completionText: 'You completed 5 orders.',
    });
  });

  it('names the levels', () => {
    expect(LEVEL_NAMES).toEqual({
      1: 'New Challenger',
      2: 'Loot Hunter',
      3: 'Elite Raider',
      4: 'Mythic Champion',
      5: 'Legendary Vault Guardian',
    });
    expect(COMMUNITY_GOAL_TEXTS.title).toBeTruthy();
  });
});
