import { describe, expect, it } from 'vitest';
import { describeCurrency, formatLegalDate } from './format';

describe('formatLegalDate', () => {
  it.each([
    ['en-GB', '22 November 2026'],
    ['de-CH', '22. November 2026'],
    ['fr-CH', '22 novembre 2026'],
    ['it-CH', '22 novembre 2026'],
    ['es', '22 de noviembre de 2026'],
  ])('%s writes %s', (locale, expected) => {
    expect(formatLegalDate('2026-11-22', locale)).toBe(expected);
  });
});

describe('describeCurrency', () => {
  it('names the currency with its code', () => {
    expect(describeCurrency('EUR', 'en-GB')).toBe('Euro (EUR)');
    expect(describeCurrency('USD', 'de-CH')).toBe('US-Dollar (USD)');
  });

  it('falls back to the code for a code it cannot name', () => {
    expect(describeCurrency('EURO', 'en-GB')).toBe('EURO');
  });
});
