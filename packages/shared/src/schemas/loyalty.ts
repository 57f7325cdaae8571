import { z } from 'zod';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_IDS,
  PROGRESS_UNITS,
  QUEST_TYPES,
} from '../rules/loyalty';

/**
 * Loyalty as the API tells it (spec sections 3, 7 and 9): levels, prestige, achievements,
 * quests, the community goal, stats and the points history. Amounts of money are EUR minor
 * units, because the thresholds are in euros; orders in other currencies count at the rate
 * stored with the order.
 */
export const LOYALTY_MESSAGES = {
  questNotFound: 'Quest not found.',
  questExpired: 'This quest has expired.',
  questNotComplete: 'This quest is not complete yet.',
  questLocked: 'Finish the previous chapter of this story first.',
  questClaimed: 'This quest has already been claimed.',
  prestigeLocked: 'Prestige unlocks at level 5.',
  prestigeMax: 'You have reached the highest prestige.',
  prestigeConfirm: 'Confirm that you want to reset your level.',
} as const;

/** What a number of progress counts. */
export const ProgressUnit = z.enum(PROGRESS_UNITS);
export type ProgressUnit = z.infer<typeof ProgressUnit>;

/**
 * locked: no progress yet; inProgress: part of the way; unlocked: reached, and the customer
 * has not been shown it yet (the toast is due); completed: reached and seen.
 */
export const ACHIEVEMENT_STATUSES = ['locked', 'inProgress', 'unlocked', 'completed'] as const;
export const AchievementStatus = z.enum(ACHIEVEMENT_STATUSES);
export type AchievementStatus = z.infer<typeof AchievementStatus>;

export const Achievement = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  /** English texts for API clients; the web shows its own translation of the id. */
  title: z.string(),
  description: z.string(),
  completionText: z.string(),
  ctaText: z.string(),
  status: AchievementStatus,
  current: z.number().int(),
  target: z.number().int(),
  unit: ProgressUnit,
  /** Experience points the achievement gives while it holds. */
  xp: z.number().int(),
  /** When it was reached (ISO 8601), null while it is not. */
  completedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

/**
 * active: running, not reached; completed: reached, the reward waits for a claim; claimed;
 * expired: its window ended before a claim; locked: a story chapter whose previous chapter
 * is not claimed yet.
 */
export const QUEST_STATUSES = ['active', 'completed', 'claimed', 'expired', 'locked'] as const;
export const QuestStatus = z.enum(QUEST_STATUSES);
export type QuestStatus = z.infer<typeof QuestStatus>;

export const Quest = z.object({
  /** This customer's quest of this period: the id claims use. */
  _id: z.string(),
  key: z.string(),
  type: z.enum(QUEST_TYPES),
  title: z.string(),
  description: z.string(),
  /** The reward, in experience points. */
  reward: z.number().int(),
  current: z.number().int(),
  target: z.number().int(),
  unit: ProgressUnit,
  status: QuestStatus,
  /** When the quest ends (ISO 8601); null for story chapters, which never expire. */
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type Quest = z.infer<typeof Quest>;

export const LevelState = z.object({
  /** 1–5. */
  current: z.number().int().min(1).max(5),
  name: z.string(),
  /** Experience points since the last prestige. */
  xp: z.number().int(),
  /** The points at which the current level starts. */
  levelXp: z.number().int(),
  /** The next level and the points it starts at; null at level 5. */
  next: z.number().int().nullable(),
  nextXp: z.number().int().nullable(),
  /** Progress from the current level to the next, 0–100 (100 at level 5). */
  percent: z.number().int().min(0).max(100),
  /** The discount the level gives at checkout, in percent. */
  discountPercent: z.number().int(),
});
export type LevelState = z.infer<typeof LevelState>;

export const PrestigeState = z.object({
  current: z.number().int(),
  max: z.number().int(),
  /** Level 5 reached and prestige below max. */
  available: z.boolean(),
});
export type PrestigeState = z.infer<typeof PrestigeState>;

export const CommunityGoal = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  target: z.number().int(),
  /** Delivered purchases counted so far. */
  count: z.number().int(),
  contributors: z.number().int(),
  percent: z.number().int().min(0).max(100),
  reached: z.boolean(),
  /** Whether this customer has contributed. */
  contributed: z.boolean(),
  /** Experience points every contributor gets once the goal is reached. */
  reward: z.number().int(),
});
export type CommunityGoal = z.infer<typeof CommunityGoal>;

export const LoyaltyStats = z.object({
  completedAchievements: z.number().int(),
  lifetimeSpend: z.number().int(),
  averageOrder: z.number().int(),
  highestOrder: z.number().int(),
  totalPurchases: z.number().int(),
  itemsPurchased: z.number().int(),
  purchasesLast60Days: z.number().int(),
  storefrontsConquered: z.number().int(),
  /** ISO 8601, null before the first purchase. */
  lastPurchaseAt: z.string().nullable(),
  currentLevel: z.number().int().min(1).max(5),
  /** The money figures' currency: always EUR. */
  currency: z.literal('EUR'),
});
export type LoyaltyStats = z.infer<typeof LoyaltyStats>;

/** GET /api/v1/users/me/achievement-profile. */
export const AchievementProfile = z.object({
  level: LevelState,
  prestige: PrestigeState,
  achievements: z.array(Achievement),
  quests: z.array(Quest),
  communityGoal: CommunityGoal.nullable(),
  stats: LoyaltyStats,
});
export type AchievementProfile = z.infer<typeof AchievementProfile>;

/** POST /api/v1/users/me/quests/{id}/claim. */
export const QuestClaimReply = z.object({ quest: Quest, level: LevelState });
export type QuestClaimReply = z.infer<typeof QuestClaimReply>;

/** POST /api/v1/users/me/prestige: the customer's explicit choice. */
export const PrestigeRequest = z.object({
  confirm: z.literal(true, { error: LOYALTY_MESSAGES.prestigeConfirm }),
});
export const PrestigeReply = z.object({ level: LevelState, prestige: PrestigeState });
export type PrestigeReply = z.infer<typeof PrestigeReply>;

/** Achievements reached while the customer was away: each one toasts once on the next page. */
export const UnseenAchievement = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  completedAt: z.string(),
});
/** GET /api/v1/users/me/achievements/unseen. */
export const UnseenAchievementsReply = z.object({ achievements: z.array(UnseenAchievement) });
export type UnseenAchievementsReply = z.infer<typeof UnseenAchievementsReply>;
/** POST /api/v1/users/me/achievements/seen: marks these as shown (204). */
export const SeenAchievementsRequest = z.object({
  ids: z.array(z.enum(ACHIEVEMENT_IDS)).min(1).max(50),
});

export const POINTS_KINDS = [
  'order',
  'orderRefund',
  'achievement',
  'achievementRevoked',
  'quest',
  'communityGoal',
  'prestige',
] as const;
export const PointsEntry = z.object({
  _id: z.string(),
  kind: z.enum(POINTS_KINDS),
  /** Positive when earned, negative when taken back (a refund) or reset (prestige). */
  xp: z.number().int(),
  /** What it was for: an order id, achievement id or quest key; null for prestige. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;

/** GET /api/v1/users/me/points?page=&limit= (limit 1–50, default 20), newest first. */
export const PointsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const PointsReply = z.object({
  entries: z.array(PointsEntry),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** The sum of every entry since the last prestige. */
  xp: z.number().int(),
});
export type PointsReply = z.infer<typeof PointsReply>;

/** The live message on /payments when an achievement is reached (to that customer only). */
export const AchievementUnlockedMessage = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  completedAt: z.string(),
});
export type AchievementUnlockedMessage = z.infer<typeof AchievementUnlockedMessage>;
