/**
 * The loyalty rules (spec sections 3, 7 and 9): levels and their checkout discounts,
 * experience points, prestige, achievements, quests, the community goal and the stats. The
 * server computes them from its tables and the web shows the same numbers. Money is EUR minor
 * units throughout, because every threshold is stated in euros.
 */

const DAY_MS = 86_400_000;

/** Loyalty levels 1–5; level 1 is every new customer. */
export type LoyaltyLevel = 1 | 2 | 3 | 4 | 5;

export type LoyaltyLevelKey =
  'newChallenger' | 'lootHunter' | 'eliteRaider' | 'mythicChampion' | 'legendaryVaultGuardian';

/**
 * The levels in order, each with the experience points (XP) it starts at and the discount it
 * gives at checkout (L2 3 %, L3 5 %, L4 7 %, L5 10 %). The XP steps grow so the later levels
 * take real loyalty: at one point per euro, level 5 means about €5,000 of orders or a mix of
 * orders, achievements and quests.
 */
export const LOYALTY_LEVELS: readonly {
  level: LoyaltyLevel;
  key: LoyaltyLevelKey;
  name: string;
  minXp: number;
  discountPercent: number;
}[] = [
  { level: 1, key: 'newChallenger', name: 'New Challenger', minXp: 0, discountPercent: 0 },
  { level: 2, key: 'lootHunter', name: 'Loot Hunter', minXp: 250, discountPercent: 3 },
  { level: 3, key: 'eliteRaider', name: 'Elite Raider', minXp: 750, discountPercent: 5 },
  { level: 4, key: 'mythicChampion', name: 'Mythic Champion', minXp: 2000, discountPercent: 7 },
  {
    level: 5,
    key: 'legendaryVaultGuardian',
    name: 'Legendary Vault Guardian',
    minXp: 5000,
    discountPercent: 10,
  },
];

/** The checkout discount per level, in percent. */
export const LOYALTY_DISCOUNT_PERCENT: Readonly<Record<LoyaltyLevel, number>> = {
  1: 0,
  2: 3,
  3: 5,
  4: 7,
  5: 10,
};

/** The last level, where prestige opens. */
const FINAL_LEVEL: LoyaltyLevel = 5;

/** XP as the rules read it: whole points, never below 0 (a refund can take more than is left). */
function cleanXp(xp: number): number {
  return Number.isFinite(xp) ? Math.max(0, Math.floor(xp)) : 0;
}

function levelEntry(xp: number) {
  const points = cleanXp(xp);
  return LOYALTY_LEVELS.reduce((found, entry) => (points >= entry.minXp ? entry : found));
}

/** The level that `xp` points reach; negative points count as 0. */
export function levelForXp(xp: number): LoyaltyLevel {
  return levelEntry(xp).level;
}

/**
 * Where a customer stands: the current level, the points it started at, the next level and
 * its points, and the way between them in whole percent (100 at the final level).
 */
export function levelState(xp: number): {
  current: LoyaltyLevel;
  name: string;
  xp: number;
  levelXp: number;
  next: LoyaltyLevel | null;
  nextXp: number | null;
  percent: number;
  discountPercent: number;
} {
  const points = cleanXp(xp);
  const entry = levelEntry(points);
  const next = LOYALTY_LEVELS.find((candidate) => candidate.level === entry.level + 1) ?? null;
  const percent = next
    ? Math.floor(((points - entry.minXp) * 100) / (next.minXp - entry.minXp))
    : 100;
  return {
    current: entry.level,
    name: entry.name,
    xp: points,
    levelXp: entry.minXp,
    next: next ? next.level : null,
    nextXp: next ? next.minXp : null,
    percent,
    discountPercent: entry.discountPercent,
  };
}

/** Points a delivered order gives per whole euro it cost. */
export const XP_PER_EURO = 1;

/** The points an order of `eurMinor` gives: whole euros only, never negative. */
export function xpForSpend(eurMinor: number): number {
  if (!Number.isFinite(eurMinor) || eurMinor <= 0) return 0;
  return Math.floor(eurMinor / 100) * XP_PER_EURO;
}

/** How many times a customer may prestige (reset level 5 back to level 1). */
export const PRESTIGE_MAX = 5;

/** Prestige opens at the final level, until the customer has used every prestige. */
export function prestigeAvailable(level: LoyaltyLevel, prestige: number): boolean {
  return level === FINAL_LEVEL && prestige < PRESTIGE_MAX;
}

/** One delivered, unrefunded order as the loyalty rules see it. */
export type LoyaltyOrderFact = {
  orderId: string;
  /** The order's total after discounts, in EUR minor units at the order's stored rate. */
  amountEurMinor: number;
  /** The sum of its line quantities. */
  items: number;
  /** The distinct platform ids of its lines. */
  platformIds: number[];
  /** The longest subscription-card duration among its lines, 0 if none. */
  subscriptionMonths: number;
  /** Some line's product was released at most 24 h before the order was paid (and not after). */
  launchPurchase: boolean;
  /** ISO 8601. */
  deliveredAt: string;
};

/** Everything the rules read about one customer; the server builds it from its tables. */
export type LoyaltyFacts = {
  /** Delivered and not refunded. */
  orders: readonly LoyaltyOrderFact[];
  reviews: readonly { postedAt: string }[];
  /** 'YYYY-MM-DD' (UTC), distinct, in any order. */
  signInDays: readonly string[];
};

/** What a number of progress counts. */
export const PROGRESS_UNITS = ['orders', 'items', 'eurMinor', 'reviews', 'days', 'months'] as const;
export type ProgressUnit = (typeof PROGRESS_UNITS)[number];

/** A timestamp in milliseconds, or NaN when the text is not a date (such facts never count). */
function timeOf(iso: string): number {
  return new Date(iso).getTime();
}

/** The start of a 'YYYY-MM-DD' UTC day in milliseconds, or NaN when it is not such a day. */
function dayStartOf(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over into March; such a text names no real day.
  const check = new Date(start);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? start : Number.NaN;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const max = (values: readonly number[]) => values.reduce((best, value) => Math.max(best, value), 0);

export const ACHIEVEMENT_CATEGORIES = [
  'purchases',
  'spending',
  'loyalty',
  'community',
  'engagement',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const ACHIEVEMENT_IDS = [
  'orders-5',
  'orders-10',
  'orders-12',
  'orders-18',
  'items-20',
  'three-in-60-days',
  'single-100',
  'spend-250',
  'spend-500',
  'spend-1000',
  'bulk-2',
  'bulk-3',
  'bulk-4',
  'bulk-5',
  'bulk-10',
  'reviews-3',
  'sign-in-streak-7',
  'subscription-3-months',
  'launch-day',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export type AchievementDefinition = {
  id: AchievementId;
  category: AchievementCategory;
  target: number;
  unit: ProgressUnit;
  /** Experience points the achievement gives while it holds. */
  xp: number;
};

/**
 * The achievements, in the order the profile lists them. Money targets are EUR minor units.
 * XP follows the effort: 25 for what one ordinary order can reach (a two- or three-item
 * order), 50 for a first real milestone (5 orders, €100 at once, €250 in all, a week of
 * sign-ins, three reviews …), 100 for a sustained one (10 or 12 orders, 20 items, €500, a
 * ten-item order) and 200 for the hardest (18 orders, €1,000).
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'orders-5', category: 'purchases', target: 5, unit: 'orders', xp: 50 },
  { id: 'orders-10', category: 'purchases', target: 10, unit: 'orders', xp: 100 },
  { id: 'orders-12', category: 'purchases', target: 12, unit: 'orders', xp: 100 },
  { id: 'orders-18', category: 'purchases', target: 18, unit: 'orders', xp: 200 },
  { id: 'items-20', category: 'purchases', target: 20, unit: 'items', xp: 100 },
  { id: 'three-in-60-days', category: 'loyalty', target: 3, unit: 'orders', xp: 50 },
  { id: 'single-100', category: 'spending', target: 10_000, unit: 'eurMinor', xp: 50 },
  { id: 'spend-250', category: 'spending', target: 25_000, unit: 'eurMinor', xp: 50 },
  { id: 'spend-500', category: 'spending', target: 50_000, unit: 'eurMinor', xp: 100 },
  { id: 'spend-1000', category: 'spending', target: 100_000, unit: 'eurMinor', xp: 200 },
  { id: 'bulk-2', category: 'purchases', target: 2, unit: 'items', xp: 25 },
  { id: 'bulk-3', category: 'purchases', target: 3, unit: 'items', xp: 25 },
  { id: 'bulk-4', category: 'purchases', target: 4, unit: 'items', xp: 50 },
  { id: 'bulk-5', category: 'purchases', target: 5, unit: 'items', xp: 50 },
  { id: 'bulk-10', category: 'purchases', target: 10, unit: 'items', xp: 100 },
  { id: 'reviews-3', category: 'community', target: 3, unit: 'reviews', xp: 50 },
  { id: 'sign-in-streak-7', category: 'engagement', target: 7, unit: 'days', xp: 50 },
  { id: 'subscription-3-months', category: 'loyalty', target: 3, unit: 'months', xp: 50 },
  { id: 'launch-day', category: 'engagement', target: 1, unit: 'orders', xp: 50 },
];

/** The window of the "three purchases in 60 days" achievement and of the stats' recent count. */
export const RECENT_WINDOW_DAYS = 60;

/**
 * The most orders delivered within one window of `days` days, sliding over the history. A
 * window is half-open like the stats' (now − 60 days, now], so two orders exactly 60 days
 * apart do not share one.
 */
function mostOrdersWithinDays(orders: readonly LoyaltyOrderFact[], days: number): number {
  const times = orders
    .map((order) => timeOf(order.deliveredAt))
    .filter((time) => !Number.isNaN(time))
    .sort((a, b) => a - b);
  // Two pointers over the sorted times: `first` is the oldest order still inside the window
  // that ends at the order being looked at.
  let best = 0;
  let first = 0;
  times.forEach((time, last) => {
    while (time - (times[first] ?? time) >= days * DAY_MS) first++;
    best = Math.max(best, last - first + 1);
  });
  return best;
}

/** The longest run of consecutive UTC days among the sign-in days. */
function longestStreak(signInDays: readonly string[]): number {
  const days = [...new Set(signInDays.map(dayStartOf).filter((day) => !Number.isNaN(day)))].sort(
    (a, b) => a - b,
  );
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    run = day - previous === DAY_MS ? run + 1 : 1;
    previous = day;
    best = Math.max(best, run);
  }
  return best;
}

/** The raw measure of each achievement, before it is capped at the target. */
function achievementMeasure(id: AchievementId, facts: LoyaltyFacts): number {
  const { orders } = facts;
  const amounts = orders.map((order) => Math.max(0, order.amountEurMinor));
  switch (id) {
    case 'orders-5':
    case 'orders-10':
    case 'orders-12':
    case 'orders-18':
      return orders.length;
    case 'items-20':
      return sum(orders.map((order) => order.items));
    case 'three-in-60-days':
      return mostOrdersWithinDays(orders, RECENT_WINDOW_DAYS);
    case 'single-100':
      return max(amounts);
    case 'spend-250':
    case 'spend-500':
    case 'spend-1000':
      return sum(amounts);
    case 'bulk-2':
    case 'bulk-3':
    case 'bulk-4':
    case 'bulk-5':
    case 'bulk-10':
      return max(orders.map((order) => order.items));
    case 'reviews-3':
      return facts.reviews.length;
    case 'sign-in-streak-7':
      return longestStreak(facts.signInDays);
    case 'subscription-3-months':
      return max(orders.map((order) => order.subscriptionMonths));
    case 'launch-day':
      return orders.some((order) => order.launchPurchase) ? 1 : 0;
  }
}

/**
 * Each achievement's progress, in the order of ACHIEVEMENTS, with `current` capped at the
 * target. Every achievement reads the whole standing history, so one stays reached exactly
 * while the orders, reviews or sign-ins that reached it stand; a refund can take it back.
 * `now` is accepted for the same call shape as the other rules, though no achievement
 * depends on the time of asking.
 */
export function achievementProgress(
  facts: LoyaltyFacts,
  _now: Date,
): { id: AchievementId; current: number; target: number; completed: boolean }[] {
  return ACHIEVEMENTS.map(({ id, target }) => {
    const current = Math.min(target, Math.max(0, achievementMeasure(id, facts)));
    return { id, current, target, completed: current >= target };
  });
}

/**
 * The stats panel: money in EUR minor units, the average rounded to the nearest cent, the
 * recent count over (now − 60 days, now], storefronts as distinct platforms ordered for.
 */
export function loyaltyStats(
  facts: LoyaltyFacts,
  now: Date,
): {
  lifetimeSpend: number;
  averageOrder: number;
  highestOrder: number;
  totalPurchases: number;
  itemsPurchased: number;
  purchasesLast60Days: number;
  storefrontsConquered: number;
  lastPurchaseAt: string | null;
} {
  const { orders } = facts;
  const amounts = orders.map((order) => Math.max(0, order.amountEurMinor));
  const lifetimeSpend = sum(amounts);
  const nowMs = now.getTime();
  const recentFrom = nowMs - RECENT_WINDOW_DAYS * DAY_MS;
  const times = orders.map((order) => timeOf(order.deliveredAt)).filter((t) => !Number.isNaN(t));
  const last = times.length > 0 ? Math.max(...times) : null;
  return {
    lifetimeSpend,
    averageOrder: orders.length > 0 ? Math.round(lifetimeSpend / orders.length) : 0,
    highestOrder: max(amounts),
    totalPurchases: orders.length,
    itemsPurchased: sum(orders.map((order) => order.items)),
    purchasesLast60Days: times.filter((time) => time > recentFrom && time <= nowMs).length,
    storefrontsConquered: new Set(orders.flatMap((order) => order.platformIds)).size,
    lastPurchaseAt: last === null ? null : new Date(last).toISOString(),
  };
}

export const QUEST_TYPES = ['daily', 'weekly', 'seasonal', 'event', 'story'] as const;
export type QuestType = (typeof QUEST_TYPES)[number];

/** What a quest asks for; a spend target is EUR minor units. */
export type QuestGoal = {
  kind: 'orders' | 'items' | 'spend' | 'reviews' | 'signInDays';
  target: number;
};

export type QuestDefinition = {
  key: string;
  type: QuestType;
  goal: QuestGoal;
  /** Experience points for claiming it. */
  reward: number;
  /** Story chapters: the key of the chapter that must be claimed first. */
  after?: string;
  /** Event quests: their fixed window, from `startsAt` up to but not including `endsAt`. */
  startsAt?: string;
  endsAt?: string;
};

/**
 * The quests on offer. Daily and weekly rewards stay small because they repeat; a season's
 * quest is worth about a level-2 step over its quarter; the story chain teaches a newcomer
 * the store one habit at a time and ends with a bigger reward.
 */
export const QUESTS: readonly QuestDefinition[] = [
  { key: 'daily-sign-in', type: 'daily', goal: { kind: 'signInDays', target: 1 }, reward: 5 },
  { key: 'daily-purchase', type: 'daily', goal: { kind: 'orders', target: 1 }, reward: 15 },
  { key: 'weekly-orders', type: 'weekly', goal: { kind: 'orders', target: 2 }, reward: 40 },
  { key: 'weekly-review', type: 'weekly', goal: { kind: 'reviews', target: 1 }, reward: 25 },
  {
    key: 'seasonal-spend',
    type: 'seasonal',
    goal: { kind: 'spend', target: 10_000 },
    reward: 150,
  },
  { key: 'seasonal-orders', type: 'seasonal', goal: { kind: 'orders', target: 5 }, reward: 150 },
  {
    key: 'event-winter-sale',
    type: 'event',
    goal: { kind: 'orders', target: 2 },
    reward: 100,
    // 20 November 2026 to 7 January 2027, both days included.
    startsAt: '2026-11-20T00:00:00.000Z',
    endsAt: '2027-01-08T00:00:00.000Z',
  },
  {
    key: 'event-spring-festival',
    type: 'event',
    goal: { kind: 'items', target: 5 },
    reward: 100,
    // 15 March to 15 April 2027, both days included.
    startsAt: '2027-03-15T00:00:00.000Z',
    endsAt: '2027-04-16T00:00:00.000Z',
  },
  {
    key: 'story-first-purchase',
    type: 'story',
    goal: { kind: 'orders', target: 1 },
    reward: 25,
  },
  {
    key: 'story-first-review',
    type: 'story',
    goal: { kind: 'reviews', target: 1 },
    reward: 25,
    after: 'story-first-purchase',
  },
  {
    key: 'story-sign-in-days',
    type: 'story',
    goal: { kind: 'signInDays', target: 3 },
    reward: 25,
    after: 'story-first-review',
  },
  {
    key: 'story-collector',
    type: 'story',
    goal: { kind: 'items', target: 10 },
    reward: 75,
    after: 'story-sign-in-days',
  },
];

const QUEST_UNITS: Readonly<Record<QuestGoal['kind'], ProgressUnit>> = {
  orders: 'orders',
  items: 'items',
  spend: 'eurMinor',
  reviews: 'reviews',
  signInDays: 'days',
};

/** The unit a quest's progress is shown in. */
export function questUnit(goal: QuestGoal): ProgressUnit {
  return QUEST_UNITS[goal.kind];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The ISO week holding `now`: its Monday 00:00 UTC and its 'YYYY-Www' key. */
function isoWeek(now: Date): { monday: number; key: string } {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay counts from Sunday; ISO weeks start on Monday.
  const monday = dayStart - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  // The week belongs to the year of its Thursday, and week 1 is the one holding 4 January.
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { monday, key: `${year}-W${pad(week)}` };
}

/**
 * The period a quest runs in at `now`: which instance of it this is (`periodKey`), when it
 * started and when it ends (exclusive). Daily, weekly and seasonal quests follow the UTC
 * day, ISO week and calendar quarter; an event quest runs only inside its fixed window (null
 * outside it); a story chapter has one endless period.
 */
export function questWindow(
  quest: QuestDefinition,
  now: Date,
): { periodKey: string; startsAt: Date; expiresAt: Date | null } | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (quest.type) {
    case 'daily': {
      const start = Date.UTC(year, month, now.getUTCDate());
      return {
        periodKey: `${year}-${pad(month + 1)}-${pad(now.getUTCDate())}`,
        startsAt: new Date(start),
        expiresAt: new Date(start + DAY_MS),
      };
    }
    case 'weekly': {
      const { monday, key } = isoWeek(now);
      return {
        periodKey: key,
        startsAt: new Date(monday),
        expiresAt: new Date(monday + 7 * DAY_MS),
      };
    }
    case 'seasonal': {
      const quarter = Math.floor(month / 3);
      return {
        periodKey: `${year}-Q${quarter + 1}`,
        startsAt: new Date(Date.UTC(year, quarter * 3, 1)),
        // Date.UTC carries month 12 over into January of the next year.
        expiresAt: new Date(Date.UTC(year, quarter * 3 + 3, 1)),
      };
    }
    case 'event': {
      if (!quest.startsAt || !quest.endsAt) return null;
      const start = timeOf(quest.startsAt);
      const end = timeOf(quest.endsAt);
      const at = now.getTime();
      if (!(at >= start && at < end)) return null;
      return { periodKey: quest.key, startsAt: new Date(start), expiresAt: new Date(end) };
    }
    case 'story':
      return { periodKey: 'story', startsAt: new Date(0), expiresAt: null };
  }
}

/**
 * A quest's progress within its window [startsAt, expiresAt): orders by delivery, reviews by
 * when they were posted, sign-in days by the start of the day; capped at the target.
 */
export function questProgress(
  goal: QuestGoal,
  facts: LoyaltyFacts,
  window: { startsAt: Date; expiresAt: Date | null },
): number {
  const from = window.startsAt.getTime();
  const until = window.expiresAt ? window.expiresAt.getTime() : Number.POSITIVE_INFINITY;
  const inside = (time: number) => time >= from && time < until;
  const orders = facts.orders.filter((order) => inside(timeOf(order.deliveredAt)));
  let value: number;
  switch (goal.kind) {
    case 'orders':
      value = orders.length;
      break;
    case 'items':
      value = sum(orders.map((order) => order.items));
      break;
    case 'spend':
      value = sum(orders.map((order) => Math.max(0, order.amountEurMinor)));
      break;
    case 'reviews':
      value = facts.reviews.filter((review) => inside(timeOf(review.postedAt))).length;
      break;
    case 'signInDays':
      value = new Set(facts.signInDays.map(dayStartOf).filter(inside)).size;
      break;
  }
  return Math.min(goal.target, Math.max(0, value));
}

/** Delivered purchases the whole community aims for, unless the goal sets its own target. */
export const COMMUNITY_GOAL_DEFAULT_TARGET = 2500;

/** The community's way to its target in whole percent, 0–100; a goal without a target shows 0. */
export function communityGoalPercent(count: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(count)) return 0;
  return Math.min(100, Math.max(0, Math.floor((count * 100) / target)));
}

/**
 * The countdown the spec asks for ("shows hours, minutes, seconds, or 'Expired'"). Hours run
 * past 24 rather than turning into days. A partial second counts as a whole one, so the last
 * second shows 0:00:01 and the countdown reads 'expired' exactly when the time is up.
 */
export function formatCountdown(
  msLeft: number,
): { hours: number; minutes: number; seconds: number } | 'expired' {
  if (!(msLeft > 0)) return 'expired';
  const totalSeconds = Math.ceil(msLeft / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
