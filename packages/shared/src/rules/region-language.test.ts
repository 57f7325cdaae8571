import { describe, expect, it } from 'vitest';
import { languageForRegion, parseLanguage } from './region-language';

describe('languageForRegion', () => {
  it.each([
    ['DE', 'de'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['LI', 'de'],
    ['LU', 'de'],
    ['FR', 'fr'],
    ['BE', 'fr'],
    ['CA', 'fr'],
    ['IT', 'it'],
    ['SM', 'it'],
    ['VA', 'it'],
    ['ES', 'en'],
    ['US', 'en'],
    ['EU', 'en'],
    ['de', 'de'],
  ])('%s speaks %s', (region, language) => {
    expect(languageForRegion(region)).toBe(language);
  });

  it('defaults to English without a region', () => {
    expect(languageForRegion(undefined)).toBe('en');
    expect(languageForRegion('')).toBe('en');
  });
});

describe('parseLanguage', () => {
  it('accepts the five languages only', () => {
    expect(parseLanguage('FR')).toBe('fr');
    expect(parseLanguage('pt')).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
  });
});
