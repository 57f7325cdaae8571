import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength, PASSWORD_MIN_LENGTH } from './password';

describe('estimatePasswordStrength', () => {
  it.each([
    ['', 0, false],
    ['abc', 0, false],
    ['aaaaaaaaaaaa', 1, true],
    ['abcdefgh', 1, false],
    ['abcdefghij', 2, true],
    ['Abcdefgh1!', 4, true],
    ['correct horse battery staple', 4, true],
  ] as const)('%j scores %i', (password, score, longEnough) => {
    expect(estimatePasswordStrength(password)).toEqual({ score, longEnough });
  });

  it('calls a password long enough from the minimum length on', () => {
    expect(estimatePasswordStrength('x1'.repeat(PASSWORD_MIN_LENGTH / 2)).longEnough).toBe(true);
    expect(estimatePasswordStrength('x'.repeat(PASSWORD_MIN_LENGTH - 1)).longEnough).toBe(false);
  });
});
