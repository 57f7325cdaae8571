import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days';

// 2026-03-02 is a Monday.
const at = (day: string, time = '10:00') => new Date(`2026-03-${day}T${time}:00.000Z`);

describe('addBusinessDays', () => {
  it.each<[string, Date, number, Date]>([
    ['Monday + 2', at('02'), 2, at('04')],
    ['Wednesday + 2', at('04'), 2, at('06')],
    ['Thursday + 2 crosses the weekend', at('05'), 2, at('09')],
    ['Friday + 1 is Monday', at('06'), 1, at('09')],
    ['Friday + 2 is Tuesday', at('06'), 2, at('10')],
    ['Saturday + 2 is Tuesday', at('07'), 2, at('10')],
    ['Sunday + 1 is Monday', at('08'), 1, at('09')],
    ['Monday + 5 is the next Monday', at('02'), 5, at('09')],
    ['Monday + 10 spans two weekends', at('02'), 10, at('16')],
    ['zero days', at('07'), 0, at('07')],
  ])('%s', (_case, from, days, expected) => {
    expect(addBusinessDays(from, days)).toEqual(expected);
  });

  it('keeps the time of day, in UTC', () => {
    expect(addBusinessDays(at('06', '23:59'), 2)).toEqual(at('10', '23:59'));
    expect(addBusinessDays(at('06', '00:00'), 2)).toEqual(at('10', '00:00'));
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays(at('02'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(at('02'), 1.5)).toThrow(RangeError);
  });
});

describe('isBusinessDay', () => {
  it.each<[string, Date, boolean]>([
    ['Monday', at('02'), true],
    ['Friday late', at('06', '23:59'), true],
    ['Saturday', at('07'), false],
    ['Sunday', at('08'), false],
  ])('%s', (_case, day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });
});
