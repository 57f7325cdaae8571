import { fromHsl, mix, parseHex, withLightness, type Rgb } from './color';
import type { Random } from '../../lib/random';
import { num, type SvgCanvas } from './svg-canvas';

/** The colours one piece of art is painted with: a base colour plus a hue drawn from the id. */
export interface ArtPalette {
  /** A card's brand colour, or a deep colour of the product's own. */
  base: Rgb;
  hue: number;
  /** Vivid colour of the id's hue. */
  accent: Rgb;
  /** Light tint for suns, glows and rim lines. */
  glow: Rgb;
  /** Mid tone between base and accent, for distant shapes. */
  haze: Rgb;
  /** Near-black tinted with the base colour, for foregrounds. */
  deep: Rgb;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * Derives a palette from the next values of `rand`. A card keeps its brand's colour; a game
 * or DLC gets a colour of its own, because its one cover serves every platform it is sold on
 * and must not look like any one of them.
 */
export function createPalette(rand: Random, brandColor?: string | null): ArtPalette {
  const base = brandColor
    ? parseHex(brandColor)
    : fromHsl(rand.range(0, 360), rand.range(0.45, 0.75), rand.range(0.22, 0.36));
  const hue = rand.range(0, 360);
  return {
    base,
    hue,
    accent: fromHsl(hue, rand.range(0.65, 0.9), rand.range(0.5, 0.6)),
    glow: fromHsl(hue + rand.range(-30, 30), 0.9, 0.8),
    haze: withLightness(mix(base, fromHsl(hue, 0.7, 0.5), 0.5), 0.4),
    deep: withLightness(mix(base, fromHsl(hue, 0.6, 0.5), 0.3), 0.07),
  };
}

/** Fills the canvas with the palette's gradient sky and one soft glow. */
export function paintBackdrop(c: SvgCanvas, rand: Random, pal: ArtPalette): void {
  const top = withLightness(mix(pal.accent, pal.base, 0.35), rand.range(0.38, 0.5));
  const tilt = rand.range(-0.3, 0.3);
  const sky = c.linear(
    [
      [0, top],
      [0.55, pal.haze],
      [1, pal.deep],
    ],
    0.5 + tilt,
    0,
    0.5 - tilt,
    1,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${sky}"/>`);
  const glow = c.radial([
    [0, pal.glow, 0.55],
    [1, pal.glow, 0],
  ]);
  const r = Math.max(c.width, c.height) * rand.range(0.45, 0.7);
  c.add(
    `<circle cx="${num(c.width * rand.range(0.2, 0.8))}" cy="${num(c.height * rand.range(0.1, 0.45))}" r="${num(r)}" fill="${glow}"/>`,
  );
}

/** Darkens the edges so the eye goes to the middle and text at the borders stays readable. */
export function paintVignette(c: SvgCanvas): void {
  const fill = c.radial(
    [
      [0, BLACK, 0],
      [0.65, BLACK, 0.12],
      [1, BLACK, 0.6],
    ],
    0.5,
    0.45,
    0.75,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${fill}"/>`);
}
