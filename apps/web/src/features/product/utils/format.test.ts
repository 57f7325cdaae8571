import { describe, expect, it } from 'vitest';
import { formatFaceValue, formatReleaseDate } from './format';

describe('formatReleaseDate', () => {
  it.each([
    ['2024-02-22', 'en', 'February 22, 2024'],
    ['2024-02-22', 'de', '22. Februar 2024'],
    ['2005-01-01', 'fr', '1 janvier 2005'],
    ['soon', 'en', 'soon'],
  ])('%s in %s → %s', (date, language, expected) => {
    expect(formatReleaseDate(date, language)).toBe(expected);
  });
});

describe('formatFaceValue', () => {
  it.each([
    [25, 'EUR', 'en', '€25'],
    [10, 'USD', 'en', '$10'],
    [12.5, 'GBP', 'en', '£12.50'],
    [50, 'XX1', 'en', '50 XX1'],
  ])('%d %s in %s → %s', (amount, currency, language, expected) => {
    expect(formatFaceValue(amount, currency, language)).toBe(expected);
  });
});
