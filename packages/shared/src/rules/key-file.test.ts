import { describe, expect, it } from 'vitest';
import { keyFileFormatOf, normaliseKey, readKeyFile, splitCsvLine } from './key-file';

describe('readKeyFile', () => {
  it.each([
    ['plain, trimmed, blank lines skipped', 'plain', ' A-1 \n\nB-2\r\n', ['A-1', 'B-2'], []],
    ['a key too long', 'plain', `A\n${'K'.repeat(201)}`, ['A'], [{ line: 2, reason: 'too-long' }]],
    [
      'other than printable ASCII',
      'plain',
      'A\tB\nÄ-1',
      [],
      [
        { line: 1, reason: 'bad-characters' },
        { line: 2, reason: 'bad-characters' },
      ],
    ],
    ['dashes only', 'plain', '----', [], [{ line: 1, reason: 'no-key' }]],
    [
      'a repeat, cased and spaced otherwise',
      'plain',
      'ab-cd\nAB CD',
      ['ab-cd'],
      [{ line: 2, reason: 'duplicate-in-file', firstLine: 1 }],
    ],
    [
      'CSV with a key column',
      'csv',
      'n,Key\n1,"X,1"\n2,',
      ['X,1'],
      [{ line: 3, reason: 'no-key' }],
    ],
    ['CSV without a header', 'csv', 'K1,a\n"K2"x', ['K1'], [{ line: 2, reason: 'bad-csv' }]],
  ] as const)('%s', (_name, format, text, keys, bad) => {
    const read = readKeyFile(text, format);
    expect(read.keys.map((k) => k.key)).toEqual(keys);
    expect(read.bad).toEqual(bad);
  });
});

describe('key file helpers', () => {
  it('normalises case, spaces and dashes', () => {
    expect(normaliseKey(' ab-cd ef ')).toBe('ABCDEF');
  });
  it('splits quoted CSV fields', () => {
    expect(splitCsvLine('"a ""b""",c,')).toEqual(['a "b"', 'c', '']);
    expect(splitCsvLine('"open')).toBeUndefined();
  });
  it('tells CSV by media type or name', () => {
    expect(keyFileFormatOf('text/csv; charset=utf-8')).toBe('csv');
    expect(keyFileFormatOf('text/plain', 'keys.CSV')).toBe('csv');
    expect(keyFileFormatOf('text/plain', 'keys.txt')).toBe('plain');
  });
});
