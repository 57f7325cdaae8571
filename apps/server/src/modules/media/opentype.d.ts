// opentype.js ships no types and @types/opentype.js is not installed; this declares only what
// the media module uses, so the rest of the library stays out of reach until it is typed.
declare module 'opentype.js' {
  export interface Path {
    toPathData(options: { decimalPlaces: number; flipY: boolean }): string;
  }

  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }

  export interface Font {
    unitsPerEm: number;
    /** Pair kerning from the font's kern data, keyed "leftIndex,rightIndex", in font units. */
    kerningPairs: Record<string, number | undefined>;
    charToGlyph(char: string): Glyph;
  }

  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
