import { describe, expect, it } from 'vitest';
import { highlightParts, type TextPart } from './highlight';

/** The parts written compactly: matches in [brackets]. */
function render(parts: TextPart[]): string {
  return parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');
}

describe('highlightParts', () => {
  it.each([
    ['Elden Ring', 'elden', '[Elden] Ring'],
    ['Elden Ring', 'RING', 'Elden [Ring]'],
    ['Elden Ring', 'elden ring', '[Elden] [Ring]'],
    ['Elden Ring', 'eld', '[Eld]en Ring'],
    ['Pokémon Scarlet', 'pokemon', '[Pokémon] Scarlet'],
    ['Pokemon Scarlet', 'POKÉMON', '[Pokemon] Scarlet'],
    ['Œuvre Édition', 'edition', 'Œuvre [Édition]'],
    // A decomposed accent stays with its letter.
    ['Pokme\u0301mon', 'pokme', '[Pokme\u0301]mon'],
    ['Bring the Ring', 'ring', 'Bring the [Ring]'],
    ['Half-Life 2', 'half-life', '[Half]-[Life] 2'],
    ['Half-Life 2', 'life 2', 'Half-[Life] [2]'],
    ['Star Wars Jedi', 'st star', '[Star] Wars Jedi'],
    ['Ring Ring', 'ring', '[Ring] [Ring]'],
    ['Elden Ring', 'zelda', 'Elden Ring'],
    ['Elden Ring', '   ', 'Elden Ring'],
    ['Elden Ring', '—', 'Elden Ring'],
  ])('%j searched for %j → %j', (text, query, expected) => {
    expect(render(highlightParts(text, query))).toBe(expected);
  });

  it('keeps every character of the title, in order', () => {
    const text = 'Ghost of Tsushima: Director’s Cut';
    const parts = highlightParts(text, 'tsu cut dir');
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Tsu',
      'Dir',
      'Cut',
    ]);
  });

  it('returns nothing for an empty title', () => {
    expect(highlightParts('', 'ring')).toEqual([]);
  });
});
