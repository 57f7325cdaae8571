import type { Language } from '@store/shared/constants';
import { GENRE_NAMES, GENRES } from '@store/shared/genre-names';

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

/** Lower-case words of letters and digits, accents dropped, any other character a separator. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A genre's name in one language and in English (which the search documents hold), as words. */
type GenreWords = { words: readonly string[]; english: readonly string[] };

/**
 * The genres whose name in the language is not the English one, longest names first so
 * "Jeu de rôle" is taken whole.
 */
function genreWordsIn(language: Language): GenreWords[] {
  return GENRES.map((genre) => ({
    words: wordsOf(GENRE_NAMES[language][genre]),
    english: wordsOf(genre),
  }))
    .filter(({ words, english }) => words.join(' ') !== english.join(' '))
    .sort((a, b) => b.words.length - a.words.length);
}

/** Worked out once: a search only compares its words with these. */
const GENRE_WORDS: Readonly<Record<Language, readonly GenreWords[]>> = {
  de: genreWordsIn('de'),
  en: [],
  es: genreWordsIn('es'),
  fr: genreWordsIn('fr'),
  it: genreWordsIn('it'),
};

const prefixes = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');

/** The genre whose name in the language starts at words[start], if any. */
function genreAt(words: readonly string[], start: number, language: Language) {
  return GENRE_WORDS[language].find(({ words: name }) =>
    name.every((word, i) => words[start + i] === word),
  );
}

/**
 * Splits a search into lower-case words of letters and digits: accents are dropped (the
 * catalogue's titles are plain ASCII, so "Éclipse" finds "Eclipse") and every other
 * character separates, as the database's parser does. A genre's name in the request's
 * language matches as that name or the English one the documents hold ("rennspiel" finds
 * Racing games as "racing" does), decided here so the query stays one text match. Null when
 * no word remains.
 */
export function parseSearch(input: string, language: Language): SearchTerms | null {
  const words = wordsOf(input)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  // Each word, or a genre's name, as a term; common words only count when nothing else does.
  const terms: { query: string; common: boolean }[] = [];
  for (let i = 0; i < words.length;) {
    const genre = genreAt(words, i, language);
    const word = words[i] ?? '';
    terms.push(
      genre
        ? { query: `(${prefixes(genre.words)} | ${prefixes(genre.english)})`, common: false }
        : { query: `${word}:*`, common: STOPWORDS.has(word) },
    );
    i += genre ? genre.words.length : 1;
  }
  const meaningful = terms.filter((term) => !term.common);
  const text = words.join(' ');
  return {
    tsQuery: (meaningful.length > 0 ? meaningful : terms).map((term) => term.query).join(' & '),
    text: text.length >= MIN_TRIGRAM_LENGTH ? text : null,
  };
}
