import { describe, expect, it } from 'vitest';
import { languageForRegion, languageFromAcceptLanguage, parseLanguage } from './region-language';

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

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-CH', 'de'],
    ['FR-ca', 'fr'],
    ['pt-BR, it;q=0.8, en;q=0.5', 'it'],
    ['en;q=0.4, es;q=0.9', 'es'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['dev, it', 'it'],
    ['de;q=0, en', 'en'],
  ])('%s asks for %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('is undefined without one of the five languages', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage('pt-BR, ja;q=0.5, *')).toBeUndefined();
    expect(languageFromAcceptLanguage('de;q=abc')).toBeUndefined();
  });
});
