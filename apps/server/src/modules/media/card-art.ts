import { fromHsl, mix, toHex, toHsl, withLightness } from './color';
import { BLACK, WHITE, type ArtPalette } from './art-palette';
import type { Random } from '../../lib/random';
import { num, type SvgCanvas } from './svg-canvas';
import { paintShadowedText } from './cover-text';
import { CAP_HEIGHT, fitText, textPathData } from './text-paths';

/** What a card prints: its kind and value; the brand is the product title beside it. */
export interface CardFace {
  typeName: string;
  /** The big text: a denomination or a duration. */
  value: string;
}

export interface CardBox {
  x: number;
  y: number;
  width: number;
  /** Degrees; a slight tilt makes the card read as an object rather than a banner. */
  tilt: number;
}

/** Paints a gift or subscription card (credit-card proportions) with its shadow. */
export function paintCard(
  c: SvgCanvas,
  rand: Random,
  pal: ArtPalette,
  face: CardFace,
  box: CardBox,
): void {
  const { width: w, x, y } = box;
  const h = w / 1.586;
  const u = w / 500;
  const rx = w * 0.055;
  const pad = w * 0.07;
  const centre = `${num(x + w / 2)} ${num(y + h / 2)}`;
  c.add(`<g transform="rotate(${num(box.tilt)} ${centre})">`);
  for (let i = 3; i >= 1; i--) {
    c.add(
      `<rect x="${num(x - i * 3 * u)}" y="${num(y + i * 7 * u)}" width="${num(w + i * 6 * u)}" height="${num(h)}" rx="${num(rx + i * 4 * u)}" fill="#000" opacity="0.16"/>`,
    );
  }
  const baseLight = Math.min(0.42, Math.max(0.22, toHsl(pal.base).l));
  const body = c.linear(
    [
      [0, withLightness(pal.base, baseLight)],
      [1, withLightness(mix(pal.base, pal.accent, 0.65), 0.34)],
    ],
    0,
    0,
    1,
    1,
  );
  const clip = c.id('card');
  c.def(
    `<clipPath id="${clip}"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(rx)}"/></clipPath>`,
  );
  c.add(
    `<g clip-path="url(#${clip})"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${body}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const r = w * rand.range(0.25, 0.6);
    c.add(
      `<circle cx="${num(x + w * rand.range(0.3, 1.1))}" cy="${num(y + h * rand.range(-0.3, 1.2))}" r="${num(r)}" fill="${toHex(i === 0 ? pal.accent : WHITE)}" opacity="${num(i === 0 ? 0.35 : rand.range(0.05, 0.1))}"/>`,
    );
  }
  const sheen = c.linear(
    [
      [0, WHITE, 0],
      [0.5, WHITE, 0.16],
      [1, WHITE, 0],
    ],
    0,
    0,
    1,
    0.3,
  );
  c.add(
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${sheen}"/></g>`,
  );
  c.add(
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(rx)}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="${num(2 * u)}"/>`,
  );

  // The kind, not a platform name, heads the card: a platform's name on the art could be
  // read as the edition being bought.
  const kind = fitText(face.typeName.toUpperCase(), {
    face: 'condensed',
    maxWidth: w * 0.6,
    maxHeight: 40 * u,
    maxLines: 1,
    maxSize: 34 * u,
    minSize: 16 * u,
    lineHeight: 1,
    tracking: 0.06,
  });
  const kindStyle = { face: 'condensed', size: kind.size, tracking: 0.06 } as const;
  c.add(
    `<path d="${textPathData(kind.lines[0] ?? '', x + pad, y + pad + kind.size * CAP_HEIGHT, kindStyle)}" fill="#fff"/>`,
  );

  const chip = c.linear(
    [
      [0, fromHsl(45, 0.75, 0.72)],
      [1, fromHsl(38, 0.6, 0.45)],
    ],
    0,
    0,
    1,
    1,
  );
  const [chipX, chipY, chipW, chipH] = [x + pad, y + h * 0.34, w * 0.13, w * 0.1];
  c.add(
    `<rect x="${num(chipX)}" y="${num(chipY)}" width="${num(chipW)}" height="${num(chipH)}" rx="${num(6 * u)}" fill="${chip}"/>` +
      `<path d="M${num(chipX)} ${num(chipY + chipH / 2)}H${num(chipX + chipW)}M${num(chipX + chipW / 3)} ${num(chipY)}V${num(chipY + chipH)}M${num(chipX + (2 * chipW) / 3)} ${num(chipY)}V${num(chipY + chipH)}" stroke="${toHex(mix(BLACK, fromHsl(40, 0.6, 0.4), 0.6))}" stroke-width="${num(1.5 * u)}" opacity="0.6"/>`,
  );

  const value = fitText(face.value.toUpperCase(), {
    face: 'bold',
    maxWidth: w - 2 * pad,
    maxHeight: h * 0.36,
    maxLines: 2,
    maxSize: h * 0.28,
    minSize: h * 0.09,
    lineHeight: 1.05,
  });
  const lineHeight = value.size * 1.05;
  const first = y + h - pad - (value.lines.length - 1) * lineHeight;
  const valueStyle = { face: 'bold', size: value.size } as const;
  const d = value.lines
    .map((line, i) => textPathData(line, x + pad, first + i * lineHeight, valueStyle))
    .join('');
  paintShadowedText(c, d, WHITE, Math.max(1.5, value.size * 0.04));
  c.add('</g>');
}
