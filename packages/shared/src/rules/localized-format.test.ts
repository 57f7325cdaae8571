import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate } from './localized-format';

describe('formatAmount', () => {
  it.each([
    ['de', 1299, 'EUR', '12,99\u00a0€'],
    ['en', 1299, 'EUR', '€12.99'],
    ['fr', 123456, 'EUR', '1\u202f234,56\u00a0€'],
    ['it', 500, 'GBP', '5,00\u00a0£'],
    ['es', 1500, 'JPY', '1500\u00a0JPY'],
  ] as const)('writes %s %i %s as %s', (language, minor, currency, text) => {
    expect(formatAmount(language, minor, currency)).toBe(text);
  });
});

describe('formatAmount of any amount', () => {
  it('keeps every digit and the sign', () => {
    expect(formatAmount('en', 900_719_925_474_099, 'EUR')).toBe('€9,007,199,254,740.99');
    expect(formatAmount('de', -250, 'EUR')).toBe('-2,50\u00a0€');
    expect(formatAmount('fr', 6070, 'KWD')).toBe('6,070\u00a0KWD');
  });
});

describe('formatDate', () => {
  it.each([
    ['de', '14. März 2025'],
    ['en', '14 March 2025'],
    ['es', '14 de marzo de 2025'],
    ['fr', '14 mars 2025'],
    ['it', '14 marzo 2025'],
  ] as const)('writes a day in %s as %s', (language, text) => {
    expect(formatDate(language, new Date('2025-03-14T23:30:00Z'))).toBe(text);
  });
});
