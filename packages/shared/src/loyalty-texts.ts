import { LOYALTY_LEVELS, type AchievementId, type LoyaltyLevel } from './rules/loyalty';

/**
 * The loyalty system's English texts for API clients; the web shows its own translation of
 * each id and key. Descriptions state the exact threshold so a title never has to.
 */

type AchievementText = {
  title: string;
  description: string;
  completionText: string;
  ctaText: string;
};

const BROWSE = 'Browse the catalogue';

export const ACHIEVEMENT_TEXTS: Readonly<Record<AchievementId, AchievementText>> = {
  'orders-5': {
    title: 'Rookie Raider',
    description: 'Complete 5 orders.',
    completionText: 'You completed 5 orders.',
    ctaText: BROWSE,
  },
  'orders-10': {
    title: 'Seasoned Raider',
    description: 'Complete 10 orders.',
    completionText: 'You completed 10 orders.',
    ctaText: BROWSE,
  },
  'orders-12': {
    title: 'Dozen Dungeon',
    description: 'Complete 12 orders.',
    completionText: 'You completed 12 orders.',
    ctaText: BROWSE,
  },
  'orders-18': {
    title: 'Raid Veteran',
    description: 'Complete 18 orders.',
    completionText: 'You completed 18 orders.',
    ctaText: BROWSE,
  },
  'items-20': {
    title: 'Collector',
    description: 'Buy 20 items in total.',
    completionText: 'You bought 20 items.',
    ctaText: BROWSE,
  },
  'three-in-60-days': {
    title: 'Combo Streak',
    description: 'Complete 3 orders within 60 days.',
    completionText: 'You completed 3 orders within 60 days.',
    ctaText: BROWSE,
  },
  'single-100': {
    title: 'Big Loot',
    description: 'Complete a single order of at least €100.',
    completionText: 'You completed a single order of at least €100.',
    ctaText: BROWSE,
  },
  'spend-250': {
    title: 'Treasure Seeker',
    description: 'Spend €250 in total.',
    completionText: 'You spent €250 in total.',
    ctaText: BROWSE,
  },
  'spend-500': {
    title: 'Gold Hoarder',
    description: 'Spend €500 in total.',
    completionText: 'You spent €500 in total.',
    ctaText: BROWSE,
  },
  'spend-1000': {
    title: 'Dragon’s Hoard',
    description: 'Spend €1,000 in total.',
    completionText: 'You spent €1,000 in total.',
    ctaText: BROWSE,
  },
  'bulk-2': {
    title: 'Double Drop',
    description: 'Buy 2 items in one order.',
    completionText: 'You bought 2 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-3': {
    title: 'Triple Drop',
    description: 'Buy 3 items in one order.',
    completionText: 'You bought 3 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-4': {
    title: 'Full Party',
    description: 'Buy 4 items in one order.',
    completionText: 'You bought 4 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-5': {
    title: 'Loot Bundle',
    description: 'Buy 5 items in one order.',
    completionText: 'You bought 5 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-10': {
    title: 'Loot Avalanche',
    description: 'Buy 10 items in one order.',
    completionText: 'You bought 10 items in one order.',
    ctaText: BROWSE,
  },
  'reviews-3': {
    title: 'Critic’s Voice',
    description: 'Write 3 reviews.',
    completionText: 'You wrote 3 reviews.',
    ctaText: 'Review a game you own',
  },
  'sign-in-streak-7': {
    title: 'Daily Grinder',
    description: 'Sign in on 7 days in a row.',
    completionText: 'You signed in on 7 days in a row.',
    ctaText: 'Come back tomorrow',
  },
  'subscription-3-months': {
    title: 'Season Pass',
    description: 'Buy a subscription card of at least 3 months.',
    completionText: 'You bought a subscription card of at least 3 months.',
    ctaText: 'Browse subscription cards',
  },
  'launch-day': {
    title: 'Day One',
    description: 'Buy a game within 24 hours of its release.',
    completionText: 'You bought a game within 24 hours of its release.',
    ctaText: 'See the new releases',
  },
};

export const QUEST_TEXTS: Readonly<Record<string, { title: string; description: string }>> = {
  'daily-sign-in': { title: 'Daily Check-in', description: 'Sign in today.' },
  'daily-purchase': { title: 'Daily Drop', description: 'Complete an order today.' },
  'weekly-orders': { title: 'Weekly Double', description: 'Complete 2 orders this week.' },
  'weekly-review': { title: 'Weekly Critic', description: 'Write 1 review this week.' },
  'seasonal-spend': { title: 'Season’s Haul', description: 'Spend €100 this season.' },
  'seasonal-orders': { title: 'Season Campaign', description: 'Complete 5 orders this season.' },
  'event-winter-sale': {
    title: 'Winter Sale Raid',
    description: 'Complete 2 orders during the winter sale (20 November to 7 January).',
  },
  'event-spring-festival': {
    title: 'Spring Festival',
    description: 'Buy 5 items during the spring festival (15 March to 15 April).',
  },
  'story-first-purchase': {
    title: 'Chapter 1: First Loot',
    description: 'Complete your first order.',
  },
  'story-first-review': {
    title: 'Chapter 2: Speak Up',
    description: 'Write your first review.',
  },
  'story-sign-in-days': {
    title: 'Chapter 3: Regular',
    description: 'Sign in on 3 different days.',
  },
  'story-collector': {
    title: 'Chapter 4: Collector',
    description: 'Buy 10 items in total.',
  },
};

/** 'New Challenger' … 'Legendary Vault Guardian', from the level table itself. */
export const LEVEL_NAMES: Readonly<Record<LoyaltyLevel, string>> = Object.fromEntries(
  LOYALTY_LEVELS.map(({ level, name }) => [level, name]),
) as Record<LoyaltyLevel, string>;

export const COMMUNITY_GOAL_TEXTS = {
  title: 'Community Raid',
  description:
    'Every delivered purchase by any player counts toward the shared target. When the community reaches it, every player who contributed earns bonus experience points.',
} as const;
