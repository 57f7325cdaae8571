import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph } from 'opentype.js';

// Text is drawn as outlines because the server may have no system fonts, and sharp's SVG
// renderer only finds fonts through the system. The DejaVu files travel with node_modules.
const FONT_FILES = {
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  condensed: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

export type FontFace = keyof typeof FONT_FILES;

/** Height of a capital letter as a share of the font size (DejaVu Sans). */
export const CAP_HEIGHT = 0.73;

const resolveModule = createRequire(import.meta.url).resolve;
const loadedFonts = new Map<FontFace, Font>();

function loadFont(face: FontFace): Font {
  const cached = loadedFonts.get(face);
  if (cached) return cached;
  const bytes = readFileSync(resolveModule(FONT_FILES[face]));
  const font = opentype.parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  loadedFonts.set(face, font);
  return font;
}

interface PlacedGlyph {
  glyph: Glyph;
  /** Advance to the next glyph in font units, kerning included. */
  advance: number;
}

// Font.getPath/getAdvanceWidth run opentype's shaping, which throws on DejaVu's ccmp lookups;
// a plain left-to-right walk with pair kerning is all Latin titles need.
function placeGlyphs(font: Font, text: string, tracking: number): PlacedGlyph[] {
  const glyphs: Glyph[] = [];
  for (const char of text.normalize('NFC')) {
    let glyph = font.charToGlyph(char);
    // Letters the font lacks fall back to their unaccented base; other gaps are skipped
    // rather than drawn as empty boxes.
    const base = char.normalize('NFD')[0];
    if (glyph.index === 0 && base && base !== char) glyph = font.charToGlyph(base);
    if (glyph.index !== 0) glyphs.push(glyph);
  }
  return glyphs.map((glyph, i) => {
    const next = glyphs[i + 1];
    const kerning = next ? (font.kerningPairs[`${glyph.index},${next.index}`] ?? 0) : 0;
    const spacing = next ? tracking * font.unitsPerEm : 0;
    return { glyph, advance: (glyph.advanceWidth ?? 0) + kerning + spacing };
  });
}

export interface TextStyle {
  face: FontFace;
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

/** Width in pixels of one line of text set in the given style. */
export function measureText(text: string, style: TextStyle): number {
  const font = loadFont(style.face);
  const units = placeGlyphs(font, text, style.tracking ?? 0).reduce((w, g) => w + g.advance, 0);
  return (units * style.size) / font.unitsPerEm;
}

/** SVG path data for one line with its baseline at y; `anchor` says what x refers to. */
export function textPathData(
  text: string,
  x: number,
  y: number,
  style: TextStyle & { anchor?: 'start' | 'middle' | 'end' },
): string {
  const font = loadFont(style.face);
  const placed = placeGlyphs(font, text, style.tracking ?? 0);
  const scale = style.size / font.unitsPerEm;
  const width = placed.reduce((w, g) => w + g.advance, 0) * scale;
  let pen = style.anchor === 'middle' ? x - width / 2 : style.anchor === 'end' ? x - width : x;
  const parts: string[] = [];
  for (const { glyph, advance } of placed) {
    parts.push(glyph.getPath(pen, y, style.size).toPathData({ decimalPlaces: 1, flipY: false }));
    pen += advance * scale;
  }
  return parts.join('');
}

export interface FitOptions {
  face: FontFace;
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Baseline-to-baseline distance as a share of the font size. */
  lineHeight: number;
  tracking?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

function wrapWords(words: string[], style: TextStyle, width: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (measureText(word, style) > width) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(candidate, style) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function blockHeight(lineCount: number, size: number, lineHeight: number): number {
  return (lineCount - 1) * size * lineHeight + size * CAP_HEIGHT;
}

/** Wraps text into at most `maxLines` lines at the largest size that fits; ellipsis as a last resort. */
export function fitText(text: string, options: FitOptions): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { size: options.maxSize, lines: [] };
  const tracking = options.tracking ?? 0;
  let best: { size: number; lines: string[] } | null = null;
  for (let size = options.maxSize; size >= options.minSize; size *= 0.95) {
    // Once something fits, a slightly smaller size is only worth it if it saves a line.
    if (best && size < best.size * 0.85) break;
    const lines = wrapWords(words, { face: options.face, size, tracking }, options.maxWidth);
    if (!lines || lines.length > options.maxLines) continue;
    if (blockHeight(lines.length, size, options.lineHeight) > options.maxHeight) continue;
    if (!best || lines.length < best.lines.length) best = { size, lines };
  }
  if (!best) return truncateText(words, options);
  const style = { face: options.face, size: best.size, tracking };
  return { size: best.size, lines: balanceLines(words, style, options.maxWidth, best.lines) };
}

// Greedy wrapping leaves a lone short word on the last line; the narrowest width that keeps
// the same line count spreads the words evenly, as a designer would set a cover title.
function balanceLines(words: string[], style: TextStyle, maxWidth: number, greedy: string[]) {
  let best = greedy;
  let [lo, hi] = [maxWidth * 0.4, maxWidth];
  for (let i = 0; i < 8; i++) {
    const mid = (lo + hi) / 2;
    const lines = wrapWords(words, style, mid);
    if (lines && lines.length <= greedy.length) {
      best = lines;
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return best;
}

function truncateText(words: string[], options: FitOptions): FittedText {
  const size = options.minSize;
  const style = { face: options.face, size, tracking: options.tracking ?? 0 };
  const heightLines = Math.floor(
    (options.maxHeight - size * CAP_HEIGHT) / (size * options.lineHeight) + 1,
  );
  const maxLines = Math.max(1, Math.min(options.maxLines, heightLines));
  const lines: string[] = [];
  let line = '';
  // Character-level breaking handles single words wider than the box.
  for (const word of words) {
    for (const char of line ? ` ${word}` : word) {
      const candidate = line + char;
      if (line && measureText(candidate, style) > options.maxWidth) {
        lines.push(line.trimEnd());
        line = char.trim();
      } else {
        line = candidate;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { size, lines };
  const kept = lines.slice(0, maxLines);
  let last = kept.pop() ?? '';
  while (last && measureText(`${last}…`, style) > options.maxWidth) last = last.slice(0, -1);
  kept.push(`${last.trimEnd()}…`);
  return { size, lines: kept };
}
