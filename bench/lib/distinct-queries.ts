import { PRODUCT_PAGE_SIZE_MAX } from '@store/shared/constants';
import { PRODUCT_SORTS } from '@store/shared/schemas/products';

const LIST = '/api/v1/product/products';
/** Sorts of a search: relevance (no sort) and every other order. */
const SEARCH_SORTS = [undefined, ...PRODUCT_SORTS];

/**
 * Catalogue list paths that never repeat: `type=1` with every sort, pages 1–3 and a
 * `maxPrice` one cent higher each round (5.00, 5.01, …), so every request is a query no
 * cache has seen, and consecutive ones differ in sort and page.
 */
export function distinctListPaths(): () => string {
  let next = 0;
  return () => {
    const i = next++;
    const sort = PRODUCT_SORTS[i % PRODUCT_SORTS.length] ?? 'title-asc';
    const page = 1 + (Math.floor(i / PRODUCT_SORTS.length) % 3);
    const cents = 500 + Math.floor(i / (PRODUCT_SORTS.length * 3));
    return `${LIST}?type=1&maxPrice=${(cents / 100).toFixed(2)}&sort=${sort}&page=${page}`;
  };
}

/** Swaps the two letters in the middle of a word: the typos customers make. */
function withTypo(word: string): string {
  const at = Math.floor(word.length / 2) - 1;
  return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
}

/**
 * Searches as customers type them, from the words of the store's titles: whole titles,
 * single words, four-letter prefixes and words with a typo; shuffled with a fixed seed so
 * neighbours differ.
 */
export function searchTerms(titles: readonly string[]): string[] {
  const words = new Set<string>();
  const terms = new Set<string>();
  for (const title of titles) {
    const lower = title.toLowerCase();
    terms.add(lower);
    for (const word of lower.split(/[^a-z0-9]+/)) if (word.length >= 3) words.add(word);
  }
  for (const word of words) {
    terms.add(word);
    if (word.length >= 6) terms.add(word.slice(0, 4));
    if (word.length >= 5) terms.add(withTypo(word));
  }
  const shuffled = [...terms];
  let seed = 20;
  for (let i = shuffled.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  return shuffled;
}

/**
 * Search paths that never repeat: every term with every sort (relevance first) and pages 1
 * and 2; after that round, the same with a `maxPrice` of 100.00, 100.01, … (a new query each
 * round that still keeps almost every product).
 */
export function distinctSearchPaths(terms: readonly string[]): () => string {
  if (terms.length === 0) throw new Error('No search terms: the catalogue has no titles');
  const perRound = terms.length * SEARCH_SORTS.length * 2;
  let next = 0;
  return () => {
    const i = next++;
    const term = terms[i % terms.length] ?? '';
    const sort = SEARCH_SORTS[Math.floor(i / terms.length) % SEARCH_SORTS.length];
    const page = 1 + (Math.floor(i / (terms.length * SEARCH_SORTS.length)) % 2);
    const round = Math.floor(i / perRound);
    const query = new URLSearchParams({ search: term, page: String(page) });
    if (sort) query.set('sort', sort);
    if (round > 0) query.set('maxPrice', ((9999 + round) / 100).toFixed(2));
    return `${LIST}?${query.toString()}`;
  };
}

/** Titles of the `count` newest products (games, DLC and cards alike), read from the list. */
export async function catalogueTitles(origin: string, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; titles.length < count; page++) {
    const res = await fetch(
      `${origin}${LIST}?sort=newest&pageSize=${PRODUCT_PAGE_SIZE_MAX}&page=${page}`,
    );
    if (!res.ok) throw new Error(`GET the catalogue page ${page}: ${res.status}`);
    const body = (await res.json()) as { products: { title: string }[] };
    if (body.products.length === 0) break;
    titles.push(...body.products.map((p) => p.title));
  }
  return titles;
}
