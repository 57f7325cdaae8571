/** A run of a title, marked when it matches a searched word. */
export interface TextPart {
  text: string;
  match: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Lower case without accents, so "Pokémon", "POKEMON" and "pokemon" compare equal. */
function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The distinct words of a search, folded; punctuation only separates them. */
function searchWords(query: string): string[] {
  return [...new Set(fold(query).split(NOT_WORD).filter(Boolean))];
}

/**
 * The folded text with, for every folded character, where its source character starts and
 * ends in the original, so matches found in the folded text map back to the original.
 */
function foldWithOrigins(text: string) {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = fold(char);
    const end = offset + char.length;
    if (piece === '' && ends.length > 0) {
      // A separate accent belongs to the letter before it, inside or outside a mark alike.
      ends[ends.length - 1] = end;
    }
    for (let index = 0; index < piece.length; index += 1) {
      starts.push(offset);
      ends.push(end);
    }
    folded += piece;
    offset = end;
  }
  return { folded, starts, ends };
}

/**
 * Splits a title into runs, marking every place where a searched word starts a word of the
 * title (as the catalogue search matches by word and prefix), ignoring case and accents.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];

  const { folded, starts, ends } = foldWithOrigins(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const before = at === 0 ? '' : (folded[at - 1] ?? '');
      if (before !== '' && WORD_CHAR.test(before)) continue;
      const start = starts[at];
      const end = ends[at + word.length - 1];
      if (start !== undefined && end !== undefined) ranges.push([start, end]);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];

  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }

  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
