import { fromHsl, mix, toHex, withLightness } from './color';
import { BLACK, WHITE, createPalette, type ArtPalette } from './art-palette';
import { ridgePath } from './cover-themes';
import type { Random } from '../../lib/random';
import { num, type SvgCanvas } from './svg-canvas';
import { paintShadowedText } from './cover-text';
import { CAP_HEIGHT, fitText, textPathData } from './text-paths';

const OBJECTIVES = [
  'Reach the outpost',
  'Find the ancient key',
  'Defeat the guardian',
  'Escape the city',
  'Collect 5 crystals',
  'Survive the night',
  'Escort the convoy',
  'Restore the power',
] as const;

function paintLandscape(c: SvgCanvas, rand: Random, pal: ArtPalette): number {
  const { width: W, height: H } = c;
  const time = rand.pick(['day', 'dusk', 'night'] as const);
  const horizon = H * rand.range(0.48, 0.62);
  const skyTop =
    time === 'day'
      ? fromHsl(pal.hue + 180 + rand.range(-40, 40), 0.55, 0.55)
      : time === 'dusk'
        ? withLightness(pal.haze, 0.25)
        : pal.deep;
  const skyLow = time === 'night' ? pal.haze : mix(pal.glow, WHITE, time === 'day' ? 0.5 : 0);
  const sky = c.linear(
    [
      [0, skyTop],
      [1, skyLow],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<rect width="${W}" height="${num(horizon + 2)}" fill="${sky}"/>`);
  if (time === 'night') {
    let stars = '';
    for (let i = 0; i < 120; i++) {
      stars += `<circle cx="${num(rand.range(0, W))}" cy="${num(rand.range(0, horizon))}" r="${num(rand.range(0.6, 1.8))}" opacity="${num(rand.range(0.3, 0.9))}"/>`;
    }
    c.add(`<g fill="#fff">${stars}</g>`);
  }
  const sunR = H * rand.range(0.05, 0.1);
  const halo = c.radial([
    [0, WHITE, 0.9],
    [0.25, pal.glow, 0.6],
    [1, pal.glow, 0],
  ]);
  const [sx, sy] = [W * rand.range(0.15, 0.85), horizon * rand.range(0.25, 0.75)];
  c.add(`<circle cx="${num(sx)}" cy="${num(sy)}" r="${num(sunR * 4)}" fill="${halo}"/>`);
  c.add(`<circle cx="${num(sx)}" cy="${num(sy)}" r="${num(sunR)}" fill="#fff" opacity="0.85"/>`);
  if (time !== 'night') {
    let clouds = '';
    for (let i = 0; i < rand.int(3, 7); i++) {
      const [x, y, w] = [
        rand.range(-0.1, 1) * W,
        rand.range(0.08, 0.6) * horizon,
        rand.range(120, 320),
      ];
      clouds += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(w / 2)}" ry="${num(w * 0.09)}"/>`;
      clouds += `<ellipse cx="${num(x + w * 0.1)}" cy="${num(y - w * 0.07)}" rx="${num(w * 0.25)}" ry="${num(w * 0.1)}"/>`;
    }
    c.add(`<g fill="#fff" opacity="0.35">${clouds}</g>`);
  }
  c.add(
    `<path d="${ridgePath(c, rand, horizon, H * 0.2)}" fill="${toHex(mix(pal.haze, skyLow, 0.45))}"/>`,
  );
  c.add(
    `<path d="${ridgePath(c, rand, horizon + H * 0.05, H * 0.1)}" fill="${toHex(mix(pal.haze, pal.deep, 0.45))}"/>`,
  );
  const groundY = horizon + H * 0.05;
  const ground = c.linear(
    [
      [0, mix(mix(pal.haze, skyLow, 0.25), pal.deep, 0.35)],
      [1, pal.deep],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<rect y="${num(groundY)}" width="${W}" height="${num(H - groundY)}" fill="${ground}"/>`);
  return groundY;
}

function paintGroundDetail(c: SvgCanvas, rand: Random, pal: ArtPalette, groundY: number): void {
  const { width: W, height: H } = c;
  const kind = rand.pick(['water', 'road', 'forest', 'ruins'] as const);
  if (kind === 'water') {
    let lines = '';
    for (let i = 0; i < 40; i++) {
      const y = groundY + (H - groundY) * rand.next() ** 1.5;
      const x = rand.range(-50, W);
      lines += `<rect x="${num(x)}" y="${num(y)}" width="${num(rand.range(30, 220))}" height="${num(rand.range(1, 3))}"/>`;
    }
    c.add(`<g fill="${toHex(pal.glow)}" opacity="0.35">${lines}</g>`);
    return;
  }
  if (kind === 'road') {
    const cx = W * rand.range(0.4, 0.6);
    const road = `M${num(cx - 8)} ${num(groundY)}L${num(cx + 8)} ${num(groundY)}L${num(cx + W * 0.35)} ${H}L${num(cx - W * 0.35)} ${H}Z`;
    c.add(`<path d="${road}" fill="${toHex(mix(pal.deep, WHITE, 0.12))}"/>`);
    let dashes = '';
    for (let i = 0; i < 8; i++) {
      const [t0, t1] = [(i / 8) ** 1.8, ((i + 0.5) / 8) ** 1.8];
      const [y0, y1] = [groundY + (H - groundY) * t0, groundY + (H - groundY) * t1];
      dashes += `M${num(cx)} ${num(y0)}L${num(cx)} ${num(y1)}`;
    }
    c.add(`<path d="${dashes}" stroke="${toHex(pal.glow)}" stroke-width="6" opacity="0.8"/>`);
    return;
  }
  // Sorted far to near so nearer pieces overlap farther ones; distance also fades them into haze.
  const depths = Array.from({ length: 16 }, () => rand.next()).sort((x, y) => x - y);
  for (const t of depths) {
    const y = groundY + (H - groundY) * t;
    const s = 24 + 150 * t;
    const x = rand.range(-0.05, 1.05) * W;
    const fill = toHex(mix(mix(pal.haze, pal.deep, 0.4), mix(pal.deep, BLACK, 0.4), t ** 0.6));
    if (kind === 'forest') {
      c.add(
        `<g fill="${fill}"><rect x="${num(x - s * 0.06)}" y="${num(y - s * 0.4)}" width="${num(s * 0.12)}" height="${num(s * 0.4)}"/>` +
          `<path d="M${num(x)} ${num(y - s * 2.1)}L${num(x + s * 0.38)} ${num(y - s * 1.1)}L${num(x - s * 0.38)} ${num(y - s * 1.1)}Z` +
          `M${num(x)} ${num(y - s * 1.6)}L${num(x + s * 0.55)} ${num(y - s * 0.3)}L${num(x - s * 0.55)} ${num(y - s * 0.3)}Z"/></g>`,
      );
    } else {
      const h = s * rand.range(1.2, 2.4);
      c.add(
        `<g fill="${fill}"><rect x="${num(x)}" y="${num(y - h)}" width="${num(s * 0.32)}" height="${num(h)}"/>` +
          `<rect x="${num(x - s * 0.06)}" y="${num(y - h - s * 0.1)}" width="${num(s * 0.44)}" height="${num(s * 0.12)}"/></g>`,
      );
    }
  }
}

function paintHud(
  c: SvgCanvas,
  rand: Random,
  pal: ArtPalette,
  title: string,
  position: number,
): void {
  const { width: W, height: H } = c;
  const panel = 'fill="#000" fill-opacity="0.45"';
  const label = { face: 'bold', size: 14, tracking: 0.12 } as const;
  const bars = [
    ['HP', fromHsl(355, 0.75, 0.55), rand.range(0.35, 1)],
    ['SP', fromHsl(195, 0.8, 0.55), rand.range(0.2, 1)],
  ] as const;
  bars.forEach(([name, color, ratio], i) => {
    const y = 36 + i * 30;
    c.add(`<path d="${textPathData(name, 36, y + 14 * CAP_HEIGHT + 4, label)}" fill="#fff"/>`);
    c.add(`<rect x="72" y="${y}" width="260" height="18" rx="4" ${panel}/>`);
    c.add(
      `<rect x="75" y="${y + 3}" width="${num(254 * ratio)}" height="12" rx="3" fill="${toHex(color)}"/>`,
    );
  });
  const objective = rand.pick(OBJECTIVES).toUpperCase();
  c.add(`<rect x="36" y="104" width="300" height="58" rx="6" ${panel}/>`);
  c.add(
    `<path d="${textPathData('OBJECTIVE', 50, 126, { ...label, size: 12 })}" fill="${toHex(pal.glow)}"/>`,
  );
  c.add(
    `<path d="${textPathData(objective, 50, 150, { face: 'condensed', size: 18 })}" fill="#fff"/>`,
  );

  if (rand.chance(0.7)) {
    const [mx, my, mr] = [W - 110, 110, 70];
    let dots = '';
    for (let i = 0; i < 6; i++) {
      const a = rand.range(0, Math.PI * 2);
      const d = rand.range(10, mr - 12);
      dots += `<circle cx="${num(mx + Math.cos(a) * d)}" cy="${num(my + Math.sin(a) * d)}" r="4"/>`;
    }
    c.add(
      `<circle cx="${mx}" cy="${my}" r="${mr}" ${panel} stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`,
    );
    c.add(`<g fill="${toHex(pal.glow)}">${dots}</g>`);
    c.add(
      `<path d="M${mx} ${my - 9}L${mx + 7} ${my + 8}L${mx} ${my + 4}L${mx - 7} ${my + 8}Z" fill="#fff"/>`,
    );
    c.add(
      `<path d="${textPathData('N', mx, my - mr + 18, { face: 'bold', size: 14, anchor: 'middle' })}" fill="#fff"/>`,
    );
  }
  if (rand.chance(0.5)) {
    const [cx, cy] = [W / 2, H / 2];
    c.add(
      `<path d="M${cx - 18} ${cy}H${cx - 6}M${cx + 6} ${cy}H${cx + 18}M${cx} ${cy - 18}V${cy - 6}M${cx} ${cy + 6}V${cy + 18}" stroke="#fff" stroke-width="2.5" opacity="0.85"/>`,
    );
  }
  const slots = 5;
  const active = rand.int(0, slots - 1);
  for (let i = 0; i < slots; i++) {
    const x = W / 2 - (slots * 62) / 2 + i * 62;
    const stroke =
      i === active
        ? `stroke="${toHex(pal.glow)}" stroke-width="3"`
        : 'stroke="#fff" stroke-opacity="0.35"';
    c.add(`<rect x="${x}" y="${H - 84}" width="54" height="54" rx="8" ${panel} ${stroke}/>`);
    c.add(
      `<path d="${textPathData(String(i + 1), x + 8, H - 72 + 12 * CAP_HEIGHT, { face: 'bold', size: 12 })}" fill="#fff" opacity="0.7"/>`,
    );
  }
  const ammo = `${rand.int(3, 30)} / ${rand.int(40, 240)}`;
  paintShadowedText(
    c,
    textPathData(ammo, W - 40, H - 40, { face: 'bold', size: 44, anchor: 'end' }),
    WHITE,
    3,
  );
  const area = fitText(`${title} · Area ${position}`.toUpperCase(), {
    face: 'condensed',
    maxWidth: W * 0.3,
    maxHeight: 18,
    maxLines: 1,
    maxSize: 18,
    minSize: 12,
    lineHeight: 1,
    tracking: 0.06,
  });
  const areaStyle = { face: 'condensed', size: area.size, tracking: 0.06 } as const;
  paintShadowedText(
    c,
    textPathData(area.lines[0] ?? '', 40, H - 44, areaStyle),
    mix(pal.glow, WHITE, 0.5),
    2,
  );
}

/** Paints a game-like scene (sky, horizon, ground, HUD) that differs per gallery position. */
export function paintScreenshotScene(
  c: SvgCanvas,
  rand: Random,
  productRand: Random,
  input: { brandColor?: string | null; title: string; position: number },
): void {
  const pal = createPalette(productRand, input.brandColor);
  const groundY = paintLandscape(c, rand, pal);
  paintGroundDetail(c, rand, pal, groundY);
  const vignette = c.radial(
    [
      [0, BLACK, 0],
      [0.7, BLACK, 0.1],
      [1, BLACK, 0.5],
    ],
    0.5,
    0.5,
    0.75,
  );
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${vignette}"/>`);
  paintHud(c, rand, pal, input.title, input.position);
}
