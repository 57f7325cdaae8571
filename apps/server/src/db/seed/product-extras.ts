import type { ReviewRow, ScreenshotRow } from './catalogue-types';
import type { Random } from '../../lib/random';
import {
  CARD_CAPTIONS,
  CARD_COMMENTS,
  FIRST_NAMES,
  GAME_CAPTIONS,
  GAME_COMMENTS,
  HANDLE_PARTS,
} from './review-texts';

const DAY_MS = 86_400_000;
const REVIEW_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const REVIEW_COUNT_WEIGHTS = [14, 12, 12, 12, 11, 11, 10, 9, 9];
const STARS = [1, 2, 3, 4, 5];
// Store reviews lean positive, as they do on real storefronts.
const STAR_WEIGHTS = [6, 7, 12, 30, 45];

/** 3–6 screenshots with distinct captions. */
export function buildScreenshots(
  random: Random,
  productId: number,
  isCard: boolean,
): ScreenshotRow[] {
  const captions = random.sample(isCard ? CARD_CAPTIONS : GAME_CAPTIONS, random.int(3, 6));
  return captions.map((caption, i) => ({ productId, position: i + 1, caption }));
}

function authorName(random: Random): string {
  if (random.chance(0.6)) {
    const initial = String.fromCharCode(65 + random.int(0, 25));
    return `${random.pick(FIRST_NAMES)} ${initial}.`;
  }
  return `${random.pick(HANDLE_PARTS)}${random.pick(HANDLE_PARTS)}${random.int(1, 99)}`;
}

/**
 * 0–8 reviews dated between the release and `untilDay` (days since the epoch);
 * none for products not yet released by then.
 */
export function buildReviews(
  random: Random,
  nextId: () => number,
  product: { id: number; releaseDay: number; isCard: boolean },
  untilDay: number,
): ReviewRow[] {
  if (product.releaseDay > untilDay) return [];
  const count = random.weighted(REVIEW_COUNTS, REVIEW_COUNT_WEIGHTS);
  const comments = product.isCard ? CARD_COMMENTS : GAME_COMMENTS;
  const rows: ReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const rating = random.weighted(STARS, STAR_WEIGHTS);
    const day = random.int(product.releaseDay, untilDay);
    const ms = day * DAY_MS + random.int(0, DAY_MS / 1000 - 1) * 1000;
    rows.push({
      id: nextId(),
      productId: product.id,
      authorName: authorName(random),
      rating,
      comment: random.pick(comments[rating - 1] ?? []),
      verifiedPurchase: random.chance(0.6),
      createdAt: new Date(ms).toISOString(),
    });
  }
  return rows;
}
