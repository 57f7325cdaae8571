/** Most words of a search that take part in matching; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;
/** Longest word kept; longer runs of letters are cut, never refused. */
const MAX_WORD_LENGTH = 40;
/** Shortest text worth a trigram (typo-tolerant) match: shorter ones match almost anything. */
const MIN_TRIGRAM_LENGTH = 3;

/**
 * Words too common to narrow a search: left out when other words remain ("lords of qadira"
 * is "lords qadira"), kept when a search has nothing else ("the").
 */
// prettier-ignore
const STOPWORDS = new Set([
  'a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with',
]);

/** A customer's search made safe for the database: what full text and trigrams match. */
export type SearchTerms = {
  /** A to_tsquery('simple', …) text: every word as a prefix, all required ("neon:* & dri:*"). */
  tsQuery: string;
  /** The words joined by single spaces, for trigram word similarity on titles; null when too short. */
  text: string | null;
};

/**
 * Splits a search into lower-case words of letters and digits: accents are dropped (the
 * catalogue's titles are plain ASCII, so "Éclipse" finds "Eclipse") and every other
 * character separates, as the database's parser does. Null when no word remains.
 */
export function parseSearch(input: string): SearchTerms | null {
  const words = input
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  const text = words.join(' ');
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  return {
    tsQuery: (meaningful.length > 0 ? meaningful : words).map((word) => `${word}:*`).join(' & '),
    text: text.length >= MIN_TRIGRAM_LENGTH ? text : null,
  };
}
