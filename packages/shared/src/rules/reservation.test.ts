import { describe, expect, it } from 'vitest';
import { reservationEnd } from './reservation';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number, seconds = 0) =>
  new Date(NOW.getTime() + minutes * 60_000 + seconds * 1000);

describe('reservationEnd', () => {
  it.each<[string, Date[], Date]>([
    ['nothing replaced', [], at(10)],
    ['a replaced order with 4 minutes left', [at(4)], at(4)],
    ['a replaced order ending later than a fresh hold', [at(14)], at(10)],
    ['a replaced order that ended already', [at(-1)], at(10)],
    ['a replaced order ending this instant', [at(0)], at(10)],
    ['a replaced order with one second left', [at(0, 1)], at(0, 1)],
    ['several replaced orders: the earliest still running', [at(-3), at(7), at(5)], at(5)],
  ])('with %s', (_case, replaced, expected) => {
    expect(reservationEnd(NOW, 10, replaced)).toEqual(expected);
  });

  it('follows the hold length it is given', () => {
    expect(reservationEnd(NOW, 15)).toEqual(at(15));
  });
});
