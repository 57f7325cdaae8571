import { ensureContrast, mix, toHex, withLightness, type Rgb } from './color';
import { BLACK, WHITE, type ArtPalette } from './art-palette';
import { num, type SvgCanvas } from './svg-canvas';
import { CAP_HEIGHT, fitText, measureText, textPathData, type TextStyle } from './text-paths';

const BAND_BACKGROUND: Rgb = { r: 244, g: 245, b: 247 };

/** Paints text with a soft offset shadow; the path is defined once and drawn twice. */
export function paintShadowedText(c: SvgCanvas, d: string, fill: Rgb, offset: number): void {
  const id = c.id('t');
  c.def(`<path id="${id}" d="${d}"/>`);
  c.add(
    `<use href="#${id}" transform="translate(${num(offset * 0.6)} ${num(offset)})" fill="#000" opacity="0.55"/>` +
      `<use href="#${id}" fill="${toHex(fill)}"/>`,
  );
}

/** The store's name, the only brand a cover prints: one cover serves every platform. */
const STORE_MARK = 'BIGKEYS';

/**
 * Draws the retail-box style band across the top and returns its height. It names the store
 * and no platform, since the same picture shows on every platform's page of the product.
 */
export function paintStoreBand(c: SvgCanvas, pal: ArtPalette): number {
  const u = Math.min(c.width, c.height) / 600;
  const height = Math.round(46 * u);
  const pad = 18 * u;
  c.add(`<rect width="${c.width}" height="${height}" fill="${toHex(BAND_BACKGROUND)}"/>`);
  c.add(
    `<rect y="${height}" width="${c.width}" height="${num(4 * u)}" fill="${toHex(pal.base)}"/>`,
  );
  c.add(`<rect x="0" width="${num(8 * u)}" height="${height}" fill="${toHex(pal.base)}"/>`);
  const size = Math.max(9, 20 * u);
  const style = { face: 'condensed', size, tracking: 0.12 } as const;
  const baseline = height / 2 + (size * CAP_HEIGHT) / 2;
  const color = ensureContrast(pal.base, BAND_BACKGROUND, 4);
  c.add(
    `<path d="${textPathData(STORE_MARK, 8 * u + pad, baseline, style)}" fill="${toHex(color)}"/>`,
  );
  return height + 4 * u;
}

/** Darkens the part of the art that carries text, so white type reads on any colours. */
export function paintScrim(c: SvgCanvas, side: 'bottom' | 'left'): void {
  const stops = [
    [0, BLACK, 0],
    [0.45, BLACK, 0.55],
    [1, BLACK, 0.88],
  ] as const;
  if (side === 'bottom') {
    const y = c.height * 0.4;
    const fill = c.linear(stops, 0, 0, 0, 1);
    c.add(`<rect y="${num(y)}" width="${c.width}" height="${num(c.height - y)}" fill="${fill}"/>`);
    return;
  }
  const fill = c.linear(stops, 0.75, 0, 0, 0);
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${fill}"/>`);
}

export interface TitleStack {
  title: string;
  subtitle?: string | null;
  tag?: string | null;
  anchor: 'start' | 'middle';
  x: number;
  bottom: number;
  maxWidth: number;
  maxHeight: number;
  /** Largest title size in pixels; defaults to a poster-sized title. */
  maxTitleSize?: number;
}

/** Paints tag, subtitle and title bottom-up from `bottom`; returns the top of the title. */
export function paintTitleStack(c: SvgCanvas, pal: ArtPalette, stack: TitleStack): number {
  const u = Math.min(c.width, c.height) / 600;
  let y = stack.bottom;
  if (stack.tag) {
    // Floors keep the small labels legible on 300 px thumbnails.
    const style: TextStyle = { face: 'bold', size: Math.max(9, 13 * u), tracking: 0.16 };
    const label = stack.tag.toUpperCase();
    const [w, h] = [measureText(label, style) + style.size * 1.7, style.size * 2];
    const left = stack.anchor === 'middle' ? stack.x - w / 2 : stack.x;
    c.add(
      `<rect x="${num(left)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}" rx="${num(h / 2)}" fill="${toHex(withLightness(pal.accent, 0.4))}"/>`,
    );
    const baseline = y - h / 2 + (style.size * CAP_HEIGHT) / 2;
    c.add(
      `<path d="${textPathData(label, left + w / 2, baseline, { ...style, anchor: 'middle' })}" fill="#fff"/>`,
    );
    y -= h + 18 * u;
  }
  if (stack.subtitle) {
    const size = Math.max(11, 20 * u);
    const fitted = fitText(stack.subtitle.toUpperCase(), {
      face: 'condensed',
      maxWidth: stack.maxWidth,
      maxHeight: size,
      maxLines: 1,
      maxSize: size,
      minSize: Math.max(9, 12 * u),
      lineHeight: 1,
      tracking: 0.08,
    });
    const style = {
      face: 'condensed',
      size: fitted.size,
      tracking: 0.08,
      anchor: stack.anchor,
    } as const;
    const d = textPathData(fitted.lines[0] ?? '', stack.x, y, style);
    paintShadowedText(c, d, mix(pal.glow, WHITE, 0.4), 2 * u);
    y -= fitted.size * CAP_HEIGHT + 16 * u;
  }
  const fitted = fitText(stack.title.toUpperCase(), {
    face: 'condensed',
    maxWidth: stack.maxWidth,
    maxHeight: stack.maxHeight,
    maxLines: 4,
    maxSize: stack.maxTitleSize ?? 84 * u,
    minSize: 30 * u,
    lineHeight: 1.06,
  });
  if (fitted.lines.length === 0) return y;
  const lineHeight = fitted.size * 1.06;
  const first = y - (fitted.lines.length - 1) * lineHeight;
  const style = { face: 'condensed', size: fitted.size, anchor: stack.anchor } as const;
  const d = fitted.lines
    .map((line, i) => textPathData(line, stack.x, first + i * lineHeight, style))
    .join('');
  paintShadowedText(c, d, WHITE, Math.max(1.5, fitted.size * 0.05));
  const top = first - fitted.size * CAP_HEIGHT;
  const barWidth = 56 * u;
  const barX = stack.anchor === 'middle' ? stack.x - barWidth / 2 : stack.x;
  c.add(
    `<rect x="${num(barX)}" y="${num(top - 22 * u)}" width="${num(barWidth)}" height="${num(5 * u)}" fill="${toHex(pal.accent)}"/>`,
  );
  return top - 22 * u;
}
