import { PRODUCT_TYPES } from '@store/shared/constants';
import { buildCard, orderCards } from './card-products';
import {
  AS_OF_DAY,
  chooseRegion,
  choosePlatforms,
  createFranchise,
  EDITION_CHANCE,
  isoDate,
  LAST_DAY,
  MAX_SALES,
  nameAt,
  PC_PLATFORM_IDS,
  platformName,
  STORAGE_GB,
  yearOf,
  type Franchise,
} from './catalogue-profile';
import type { CatalogueChunk } from './catalogue-types';
import { createChunkWriter, type ChunkWriter } from './chunk-writer';
import { describeDlc, describeGame } from './descriptions';
import { dlcPrice, gamePrices } from './pricing';
import { createRandom, type Random } from '../../lib/random';
import { DEVELOPER_NAMES, PUBLISHER_NAMES } from './studio-names';
import { buildSystemRequirements } from './system-requirements';
import { createTitleBook, type TitleBook } from './titles';

export const DEFAULT_SEED = 20_251_122;
export const DEFAULT_CHUNK_SIZE = 1000;

export type GenerateOptions = { products: number; seed?: number; chunkSize?: number };

/** What a DLC needs to know about the game it extends. */
type GameSummary = {
  id: number;
  title: string;
  franchise: Franchise;
  releaseDay: number;
  platformIds: readonly number[];
  regionId: number;
  salesCount: number;
};

type Context = {
  random: Random;
  writer: ChunkWriter;
  titles: TitleBook;
  franchises: Franchise[];
  games: GameSummary[];
};

const EDITIONS = [
  { name: 'Standard Edition', slug: 'standard' },
  { name: 'Deluxe Edition', slug: 'deluxe' },
  { name: 'Ultimate Edition', slug: 'ultimate' },
];

function addSystemRequirements(
  ctx: Context,
  productId: number,
  platformIds: readonly number[],
  year: number,
  storage: readonly [number, number],
): void {
  if (!platformIds.some((id) => PC_PLATFORM_IDS.has(id))) return;
  const storageGb = ctx.random.int(storage[0], storage[1]);
  ctx.writer.addSystemRequirements(buildSystemRequirements(ctx.random, productId, year, storageGb));
}

/** A new series or a further entry of an existing one, with its editions and platforms. */
function buildGame(ctx: Context, id: number): void {
  const { random, writer } = ctx;
  const continuing = ctx.franchises.length > 0 && random.chance(0.55);
  const fresh = continuing ? null : ctx.titles.claimFranchiseName();
  let franchise: Franchise;
  let title: { title: string; slug: string };
  if (fresh) {
    franchise = createFranchise(random, fresh.title);
    ctx.franchises.push(franchise);
    title = fresh;
  } else {
    franchise = random.pick(ctx.franchises);
    title = ctx.titles.claimSequel(franchise);
    const next = franchise.lastReleaseDay + random.int(365, 4 * 365);
    franchise.lastReleaseDay =
      next <= LAST_DAY ? next : random.int(franchise.lastReleaseDay, LAST_DAY);
  }
  const releaseDay = franchise.lastReleaseDay;
  const year = yearOf(releaseDay);
  const platformIds = choosePlatforms(random, franchise);
  const regionId = chooseRegion(random);
  const isPreOrder = releaseDay > AS_OF_DAY;
  const salesCount = isPreOrder
    ? random.int(0, 2000)
    : Math.floor(MAX_SALES[franchise.tier] * random.next() ** 3) + random.int(0, 50);
  const editions = random.chance(EDITION_CHANCE[franchise.tier])
    ? EDITIONS.slice(0, random.chance(0.3) ? 3 : 2)
    : [];
  const prices = gamePrices(
    random,
    franchise.tier,
    yearOf(AS_OF_DAY) - year,
    Math.max(1, editions.length),
  );
  writer.addProduct(
    {
      id,
      title: title.title,
      slug: title.slug,
      typeId: PRODUCT_TYPES.game,
      genreId: franchise.genreId,
      developerId: franchise.developerId,
      publisherId: franchise.publisherId,
      ratingId: franchise.ratingId,
      baseProductId: null,
      releaseDate: isoDate(releaseDay),
      salesCount,
    },
    describeGame(random, {
      title: title.title,
      genreId: franchise.genreId,
      developer: nameAt(DEVELOPER_NAMES, franchise.developerId),
      publisher: nameAt(PUBLISHER_NAMES, franchise.publisherId),
      year,
      platformNames: platformIds.map(platformName),
      franchise: fresh ? null : franchise.name,
      preOrder: isPreOrder,
    }),
    releaseDay,
    false,
  );
  const editionIds: (number | null)[] = writer.addEditions(id, editions);
  if (editionIds.length === 0) editionIds.push(null);
  const entries = platformIds.flatMap((platformId) =>
    editionIds.map((editionId, i) => ({ platformId, editionId, price: prices[i] ?? 0 })),
  );
  writer.addPlatformRows(id, entries, regionId, false);
  addSystemRequirements(ctx, id, platformIds, year, STORAGE_GB[franchise.tier]);
  ctx.games.push({
    id,
    title: title.title,
    franchise,
    releaseDay,
    platformIds,
    regionId,
    salesCount,
  });
}

/** Returns false when no base game had a free DLC name; the caller makes a game instead. */
function buildDlc(ctx: Context, id: number): boolean {
  const { random, writer } = ctx;
  for (let attempt = 0; attempt < 5; attempt++) {
    // Popular games get more DLC: the best seller of three random candidates wins.
    const candidates = [random.pick(ctx.games), random.pick(ctx.games), random.pick(ctx.games)];
    const base = candidates.reduce((a, b) => (b.salesCount > a.salesCount ? b : a));
    const dlc = ctx.titles.claimDlc(base.title);
    if (!dlc) continue;
    const { franchise } = base;
    let platformIds = base.platformIds.filter(() => random.chance(0.8));
    if (platformIds.length === 0) platformIds = [random.pick(base.platformIds)];
    const releaseDay = Math.min(LAST_DAY, base.releaseDay + random.int(0, 900));
    writer.addProduct(
      {
        id,
        title: dlc.title,
        slug: dlc.slug,
        typeId: PRODUCT_TYPES.dlc,
        genreId: franchise.genreId,
        developerId: franchise.developerId,
        publisherId: franchise.publisherId,
        ratingId: franchise.ratingId,
        baseProductId: base.id,
        releaseDate: isoDate(releaseDay),
        salesCount: Math.floor(base.salesCount * (0.05 + random.next() * 0.35)),
      },
      describeDlc(random, {
        name: dlc.name,
        baseTitle: base.title,
        developer: nameAt(DEVELOPER_NAMES, franchise.developerId),
        platformNames: platformIds.map(platformName),
      }),
      releaseDay,
      false,
    );
    const price = dlcPrice(random, franchise.tier);
    const entries = platformIds.map((platformId) => ({ platformId, editionId: null, price }));
    writer.addPlatformRows(id, entries, base.regionId, false);
    addSystemRequirements(ctx, id, platformIds, yearOf(releaseDay), [1, 15]);
    return true;
  }
  return false;
}

/**
 * Yields a believable catalogue in chunks of `chunkSize` products. Pure and deterministic:
 * the same options always give the same rows, ids included (products 1…n, every other
 * table numbered from 1 in order), so keys can be bound to their platform group up front.
 * Roughly 70% games, 24% DLC and 6% cards, until all 81 cards are in the catalogue.
 */
export function* generateCatalogue(options: GenerateOptions): Generator<CatalogueChunk> {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const ctx: Context = {
    random,
    writer: createChunkWriter(random, AS_OF_DAY),
    titles: createTitleBook(random),
    franchises: [],
    games: [],
  };
  const cards = orderCards(random);
  for (let id = 1; id <= options.products; id++) {
    const card = id % 16 === 8 ? cards.shift() : undefined;
    if (card) buildCard(random, ctx.writer, ctx.titles, id, card);
    else if (ctx.games.length < 3 || !random.chance(0.255) || !buildDlc(ctx, id))
      buildGame(ctx, id);
    if (ctx.writer.size >= chunkSize) yield ctx.writer.take();
  }
  if (ctx.writer.size > 0) yield ctx.writer.take();
}
