import type { Random } from '../../lib/random';

export type Tier = 'indie' | 'aa' | 'aaa';

const GAME_PRICES: Readonly<Record<Tier, readonly number[]>> = {
  indie: [499, 999, 1499, 1999],
  aa: [1999, 2499, 2999, 3999],
  aaa: [4999, 5999, 6999, 7999],
};
const DLC_PRICES: Readonly<Record<Tier, readonly number[]>> = {
  indie: [199, 299, 499, 799],
  aa: [499, 799, 999, 1499],
  aaa: [999, 1499, 1999, 2499, 2999],
};
const MIN_GAME_PRICE = 499;
const MAX_GAME_PRICE = 7999;

/** Rounds down to the next price ending in 99 (minor units). */
function endIn99(minor: number): number {
  return Math.floor(minor / 100) * 100 + 99;
}

/** Standard, Deluxe and Ultimate prices in EUR minor units, all ending in 99, within 4.99–79.99. */
export function gamePrices(
  random: Random,
  tier: Tier,
  ageYears: number,
  editions: number,
): number[] {
  let price = random.pick(GAME_PRICES[tier]);
  // Older games drop in price, as they do in real stores.
  if (ageYears > 3) price = endIn99(price * 0.6);
  if (ageYears > 9) price = endIn99(price * 0.6);
  price = Math.max(MIN_GAME_PRICE, price);
  const prices = [Math.min(price, MAX_GAME_PRICE - (editions - 1) * 1000)];
  for (let i = 1; i < editions; i++) {
    const previous = prices[i - 1] ?? price;
    const ceiling = MAX_GAME_PRICE - (editions - 1 - i) * 1000;
    prices.push(Math.min(previous + random.pick([1000, 1500, 2000]), ceiling));
  }
  return prices;
}

export function dlcPrice(random: Random, tier: Tier): number {
  return random.pick(DLC_PRICES[tier]);
}

/** A card's EUR price: its face value converted at today's rate, give or take a small margin. */
export function cardPrice(random: Random, faceValue: number, unitsPerEur: number): number {
  const margin = 1 + (random.next() * 8 - 2) / 100;
  return Math.round((faceValue / unitsPerEur) * 100 * margin);
}

/** A discount as a fraction, or null when the product is not on sale. */
export function pickDiscount(random: Random, isCard: boolean): number | null {
  if (isCard) return random.chance(0.15) ? random.int(2, 8) / 100 : null;
  return random.chance(0.35) ? random.pick([10, 15, 20, 25, 30, 40, 50, 60, 75]) / 100 : null;
}

/** The sale price for a discount, always strictly below the price; null when none fits. */
export function salePrice(price: number, discount: number | null, isCard: boolean): number | null {
  if (discount === null) return null;
  let sale = isCard ? Math.round(price * (1 - discount)) : endIn99(price * (1 - discount));
  if (sale >= price) sale = price - 100;
  return sale > 0 ? sale : null;
}
