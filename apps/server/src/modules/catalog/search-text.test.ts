import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, parseSearch } from './search-text';

describe('parseSearch', () => {
  it('makes every word a required prefix', () => {
    expect(parseSearch('Neon Dri')).toEqual({ tsQuery: 'neon:* & dri:*', text: 'neon dri' });
  });

  it('ignores case, accents, extra spaces and punctuation', () => {
    expect(parseSearch('  ÉCLIPSE:   Zéro!! ')).toEqual({
      tsQuery: 'eclipse:* & zero:*',
      text: 'eclipse zero',
    });
    expect(parseSearch("Director's Cut")?.tsQuery).toBe('director:* & s:* & cut:*');
  });

  it('leaves out common words unless nothing else is left', () => {
    expect(parseSearch('Lords of the Deep')?.tsQuery).toBe('lords:* & deep:*');
    expect(parseSearch('lords of the deep')?.text).toBe('lords of the deep');
    expect(parseSearch('The')?.tsQuery).toBe('the:*');
  });

  it('keeps search syntax out of the query', () => {
    expect(parseSearch("a:* | !b & 'c' <-> (d)")?.tsQuery).toBe('b:* & c:* & d:*');
    expect(parseSearch('?!*')).toBeNull();
    expect(parseSearch('')).toBeNull();
  });

  it('has no trigram text for one or two letters', () => {
    expect(parseSearch('ab')).toEqual({ tsQuery: 'ab:*', text: null });
  });

  it('caps the number and length of words', () => {
    const many = parseSearch(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' '));
    expect(many?.tsQuery.split(' & ')).toHaveLength(MAX_SEARCH_WORDS);
    expect(parseSearch('x'.repeat(100))?.tsQuery).toBe(`${'x'.repeat(40)}:*`);
  });
});
