import sharp from 'sharp';
import { toHex, type Rgb } from './color';

/** Rounds to one decimal: enough for anti-aliasing, and keeps the SVG small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A colour stop: offset 0–1, colour, opacity. */
export type GradientStop = readonly [offset: number, color: Rgb, opacity?: number];

/** An SVG document being assembled: defs and body are kept apart so layers can add both. */
export interface SvgCanvas {
  readonly width: number;
  readonly height: number;
  /** A fresh element id, unique within this canvas. */
  id(prefix: string): string;
  def(markup: string): void;
  add(markup: string): void;
  /** Adds a linear gradient from (x1,y1) to (x2,y2) in box units and returns its paint. */
  linear(stops: readonly GradientStop[], x1: number, y1: number, x2: number, y2: number): string;
  /** Adds a radial gradient (centre and radius in box units) and returns its paint. */
  radial(stops: readonly GradientStop[], cx?: number, cy?: number, r?: number): string;
  toSvg(): string;
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${num(o * 100)}%" stop-color="${toHex(c)}" stop-opacity="${a}"/>`,
    )
    .join('');
}

/** Starts an empty SVG document of the given pixel size. */
export function createCanvas(width: number, height: number): SvgCanvas {
  const defs: string[] = [];
  const body: string[] = [];
  let counter = 0;
  const canvas: SvgCanvas = {
    width,
    height,
    id: (prefix) => `${prefix}${++counter}`,
    def: (markup) => defs.push(markup),
    add: (markup) => body.push(markup),
    linear(stops, x1, y1, x2, y2) {
      const id = canvas.id('lg');
      defs.push(
        `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopsMarkup(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
      const id = canvas.id('rg');
      defs.push(
        `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${stopsMarkup(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    toSvg: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`,
  };
  return canvas;
}

/** Rasterises the canvas at its own pixel size and encodes it as WebP. */
// Effort 2 encodes about 30% faster than the default 4 for about 3% more bytes; images are
// rendered on request, so latency matters more.
export async function encodeWebp(canvas: SvgCanvas): Promise<Buffer> {
  return sharp(Buffer.from(canvas.toSvg())).webp({ quality: 82, effort: 2 }).toBuffer();
}
