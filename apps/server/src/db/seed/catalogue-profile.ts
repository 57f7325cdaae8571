import { PLATFORM_GROUPS } from '@store/shared/constants';
import { CARD_GENRE_ID, GENRE_NAMES, PLATFORM_ROWS, RATING_ROWS, regionId } from './lookups-data';
import type { Tier } from './pricing';
import type { Random } from '../../lib/random';
import { FICTIONAL_DEVELOPERS, FICTIONAL_PUBLISHERS } from './studio-names';

/** The shape of the demo catalogue: dates, shares and weights the generator draws from. */

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 for an ISO date; whole days keep date arithmetic exact. */
export const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

export const FIRST_DAY = dayOf('2000-01-01');
export const LAST_DAY = dayOf('2026-12-31');
/** The catalogue's "today": later releases are pre-orders and have no reviews yet. */
export const AS_OF_DAY = dayOf('2025-11-30');

export const PC_PLATFORM_IDS: ReadonlySet<number> = new Set(PLATFORM_GROUPS.pc);
const PC_STORES = [2, 5, 6, 1, 3, 4, 8, 7];
const PC_STORE_WEIGHTS = [55, 10, 8, 5, 5, 3, 5, 9];
const [XBOX, PLAYSTATION, NINTENDO] = [12, 10, 13];
/** Chances of an Xbox, PlayStation and Nintendo release; big games port more often. */
const CONSOLE_CHANCE: Readonly<Record<Tier, readonly [number, number, number]>> = {
  aaa: [0.75, 0.85, 0.2],
  aa: [0.5, 0.55, 0.3],
  indie: [0.3, 0.35, 0.35],
};
const TIERS: readonly Tier[] = ['indie', 'aa', 'aaa'];
const TIER_WEIGHTS = [45, 35, 20];
const GAME_GENRE_IDS = GENRE_NAMES.map((_, i) => i + 1).filter((id) => id !== CARD_GENRE_ID);
// prettier-ignore
const GENRE_WEIGHTS = [12, 10, 10, 9, 7, 6, 4, 4, 4, 5, 3, 5, 5, 5, 2, 3, 5, 2, 2, 4];
/** PEGI ages that fit each genre, by genre name. */
// prettier-ignore
const GENRE_AGES: Readonly<Record<string, readonly number[]>> = {
  Action: [12, 16, 18], Adventure: [7, 12, 16], RPG: [12, 16, 18], Shooter: [16, 18],
  Strategy: [7, 12, 16], Simulation: [3, 7, 12], Sports: [3], Racing: [3, 7], Puzzle: [3, 7],
  Platformer: [3, 7], Fighting: [12, 16], Horror: [16, 18], Survival: [12, 16, 18],
  'Open World': [16, 18], Stealth: [16, 18], Sandbox: [7, 12], Roguelike: [7, 12, 16],
  MMO: [12, 16], Rhythm: [3, 7], Casual: [3],
};
const REGIONS = ['GLOBAL', 'EU', 'US', 'UK', 'CH', 'CA', 'LATAM', 'ASIA', 'TR', 'CIS'].map(
  regionId,
);
const REGION_WEIGHTS = [40, 35, 7, 5, 2, 1, 3, 3, 2, 2];
export const STORAGE_GB: Readonly<Record<Tier, readonly [number, number]>> = {
  indie: [1, 9],
  aa: [10, 60],
  aaa: [50, 150],
};
export const MAX_SALES: Readonly<Record<Tier, number>> = {
  indie: 20_000,
  aa: 80_000,
  aaa: 400_000,
};
export const EDITION_CHANCE: Readonly<Record<Tier, number>> = { indie: 0.05, aa: 0.2, aaa: 0.5 };

/** A game series: its entries share genre, studio, rating, size and home storefront. */
export type Franchise = {
  name: string;
  genreId: number;
  developerId: number;
  publisherId: number;
  ratingId: number;
  tier: Tier;
  pcStoreId: number;
  nextNumber: number;
  lastReleaseDay: number;
};

export const platformName = (id: number): string =>
  PLATFORM_ROWS.find((p) => p.id === id)?.name ?? 'PC';
export const ratingIdForAge = (age: number): number =>
  RATING_ROWS.find((r) => r.minimumAge === age)?.id ?? 1;
export const nameAt = (names: readonly string[], id: number): string => names[id - 1] ?? '';

export function createFranchise(random: Random, name: string): Franchise {
  const genreId = random.weighted(GAME_GENRE_IDS, GENRE_WEIGHTS);
  const ages = GENRE_AGES[nameAt(GENRE_NAMES, genreId)] ?? [12];
  return {
    name,
    genreId,
    developerId: random.int(1, FICTIONAL_DEVELOPERS.length),
    publisherId: random.int(1, FICTIONAL_PUBLISHERS.length),
    ratingId: ratingIdForAge(random.pick(ages)),
    tier: random.weighted(TIERS, TIER_WEIGHTS),
    pcStoreId: random.weighted(PC_STORES, PC_STORE_WEIGHTS),
    nextNumber: 2,
    // Skewed towards recent years, like any store's catalogue.
    lastReleaseDay: FIRST_DAY + Math.floor((LAST_DAY - FIRST_DAY) * random.next() ** 0.6),
  };
}

/** 1–4 platforms: usually one PC storefront, often consoles too, never none. */
export function choosePlatforms(random: Random, franchise: Franchise): number[] {
  const [xbox, playstation, nintendo] = CONSOLE_CHANCE[franchise.tier];
  const ids: number[] = [];
  if (random.chance(0.85)) {
    ids.push(franchise.pcStoreId);
    if (random.chance(0.1)) {
      const second = random.weighted(PC_STORES, PC_STORE_WEIGHTS);
      if (second !== franchise.pcStoreId) ids.push(second);
    }
  }
  if (random.chance(xbox)) ids.push(XBOX);
  if (random.chance(playstation)) ids.push(PLAYSTATION);
  if (random.chance(nintendo)) ids.push(NINTENDO);
  if (ids.length === 0) ids.push(random.pick([XBOX, PLAYSTATION, NINTENDO]));
  return ids.slice(0, 4);
}

export function chooseRegion(random: Random): number {
  return random.weighted(REGIONS, REGION_WEIGHTS);
}
