import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, parseSearch } from './search-text';

describe('parseSearch', () => {
  it('makes every word a required prefix', () => {
    expect(parseSearch('Neon Dri', 'en')).toEqual({ tsQuery: 'neon:* & dri:*', text: 'neon dri' });
  });

  it('ignores case, accents, extra spaces and punctuation', () => {
    expect(parseSearch('  ÉCLIPSE:   Zéro!! ', 'en')).toEqual({
      tsQuery: 'eclipse:* & zero:*',
      text: 'eclipse zero',
    });
    expect(parseSearch("Director's Cut", 'en')?.tsQuery).toBe('director:* & s:* & cut:*');
  });

  it('leaves out common words unless nothing else is left', () => {
    expect(parseSearch('Lords of the Deep', 'en')?.tsQuery).toBe('lords:* & deep:*');
    expect(parseSearch('lords of the deep', 'en')?.text).toBe('lords of the deep');
    expect(parseSearch('The', 'en')?.tsQuery).toBe('the:*');
  });

  it('keeps search syntax out of the query', () => {
    expect(parseSearch("a:* | !b & 'c' <-> (d)", 'en')?.tsQuery).toBe('b:* & c:* & d:*');
    expect(parseSearch('?!*', 'en')).toBeNull();
    expect(parseSearch('', 'en')).toBeNull();
  });

  it('has no trigram text for one or two letters', () => {
    expect(parseSearch('ab', 'en')).toEqual({ tsQuery: 'ab:*', text: null });
  });

  it('caps the number and length of words', () => {
    const many = parseSearch(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' '), 'en');
    expect(many?.tsQuery.split(' & ')).toHaveLength(MAX_SEARCH_WORDS);
    expect(parseSearch('x'.repeat(100), 'en')?.tsQuery).toBe(`${'x'.repeat(40)}:*`);
  });

  it('lets a genre’s name in the request’s language stand for its English name', () => {
    expect(parseSearch('Rennspiel', 'de')?.tsQuery).toBe('(rennspiel:* | racing:*)');
    expect(parseSearch('neon rennspiel', 'de')?.tsQuery).toBe('neon:* & (rennspiel:* | racing:*)');
    expect(parseSearch('jeu de rôle', 'fr')?.tsQuery).toBe('(jeu:* & de:* & role:* | rpg:*)');
    expect(parseSearch('Mundo abierto', 'es')?.tsQuery).toBe(
      '(mundo:* & abierto:* | open:* & world:*)',
    );
    expect(parseSearch('the corse', 'it')?.tsQuery).toBe('(corse:* | racing:*)');
  });

  it('leaves names alone in other languages and where they are the English ones', () => {
    expect(parseSearch('Rennspiel', 'en')?.tsQuery).toBe('rennspiel:*');
    expect(parseSearch('Rennspiel', 'fr')?.tsQuery).toBe('rennspiel:*');
    expect(parseSearch('horror', 'de')?.tsQuery).toBe('horror:*');
    expect(parseSearch('renn', 'de')?.tsQuery).toBe('renn:*');
  });
});
