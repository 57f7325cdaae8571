const ALPHANUMERIC = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789';
/** Microsoft's 25-character product keys leave out vowels and look-alike characters. */
const MICROSOFT = 'BCDFGHJKMPQRTVWXY2346789';
const HEX = '0123456789ABCDEF';

type KeyFormat = { groups: readonly number[]; alphabet: string; separator: string };

const STEAM: KeyFormat = { groups: [5, 5, 5], alphabet: ALPHANUMERIC, separator: '-' };

/** Key layouts as each storefront prints them, by platform id. */
const FORMATS: Readonly<Record<number, KeyFormat>> = {
  1: { groups: [4, 4, 4, 4], alphabet: ALPHANUMERIC, separator: '-' },
  2: STEAM,
  3: { groups: [4, 4, 4, 4, 4], alphabet: ALPHANUMERIC, separator: '-' },
  4: { groups: [4, 4, 4, 4], alphabet: ALPHANUMERIC, separator: '-' },
  5: { groups: [5, 5, 5, 5], alphabet: ALPHANUMERIC, separator: '-' },
  6: { groups: [18], alphabet: ALPHANUMERIC, separator: '' },
  7: { groups: [8, 4, 4, 4, 12], alphabet: HEX, separator: '-' },
  8: { groups: [5, 5, 5, 5, 5], alphabet: MICROSOFT, separator: '-' },
  10: { groups: [4, 4, 4], alphabet: ALPHANUMERIC, separator: '-' },
  12: { groups: [5, 5, 5, 5, 5], alphabet: MICROSOFT, separator: '-' },
  13: { groups: [4, 4, 4, 4], alphabet: ALPHANUMERIC, separator: '-' },
};

const formatOf = (platformId: number): KeyFormat => FORMATS[platformId] ?? STEAM;

/** How many characters (separators aside) a key of the platform has. */
export function keyLength(platformId: number): number {
  return formatOf(platformId).groups.reduce((sum, length) => sum + length, 0);
}

/**
 * A key in the platform's usual layout, e.g. XXXXX-XXXXX-XXXXX for Steam, each character
 * chosen by one `draw()` in [0, 1).
 */
export function formatKey(draw: () => number, platformId: number): string {
  const format = formatOf(platformId);
  const groups: string[] = [];
  for (const length of format.groups) {
    let group = '';
    for (let i = 0; i < length; i++) {
      group += format.alphabet.charAt(Math.floor(draw() * format.alphabet.length));
    }
    groups.push(group);
  }
  return groups.join(format.separator);
}
