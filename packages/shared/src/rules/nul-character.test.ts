import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-character';

describe('findNulCharacter', () => {
  it.each([
    ['plain text', 'Ada Lovelace', undefined],
    ['a NUL in a string', 'Ada\u0000', ''],
    ['the escaped form, which is only text', 'Ada\\u0000', undefined],
    ['a number', 42, undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
    ['a clean object', { email: 'ada@example.test', lines: [{ quantity: 1 }] }, undefined],
    ['a field', { email: 'ada@example.test', firstName: 'A\u0000' }, 'firstName'],
    ['a nested field', { profile: { address: { city: '\u0000' } } }, 'profile.address.city'],
    ['an array item', { lines: [{ note: 'ok' }, { note: 'x\u0000' }] }, 'lines.1.note'],
    ['a key', { 'a\u0000b': 1 }, 'a\u0000b'],
    ['a top-level array', ['ok', '\u0000'], '1'],
  ])('%s → %j', (_what, value, expected) => {
    expect(findNulCharacter(value)).toBe(expected);
  });
});
