import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor } from './price';

describe('prices typed in major units', () => {
  it.each([
    ['19.99', 1999],
    ['0.29', 29],
    ['1.005', null],
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['0', 0],
    [' 4.10 ', 410],
    ['-1', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
    ['99999999.99', 9_999_999_999],
  ])('%s is %s minor units', (text, minor) => {
    expect(majorToMinor(text)).toBe(minor);
  });

  it('never loses a cent where floats would (0.29 × 100 is 28.999…)', () => {
    for (let minor = 0; minor < 5000; minor++) {
      expect(majorToMinor(minorToMajor(minor))).toBe(minor);
    }
  });

  it.each([
    [1999, '19.99'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
  ])('%s minor units show as %s', (minor, text) => {
    expect(minorToMajor(minor)).toBe(text);
  });
});
