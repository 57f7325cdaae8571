import { fromHsl, mix, toHex, withLightness } from './color';
import { BLACK, WHITE, type ArtPalette } from './art-palette';
import type { Random } from '../../lib/random';
import { num, type SvgCanvas } from './svg-canvas';

/** Where the main motif goes, as shares of width and height, so it stays clear of the title. */
export interface Focus {
  x: number;
  y: number;
}

// Suns and moons drawn high would slip under the platform band; keep their top in view.
function belowBand(y: number, radius: number, height: number): number {
  return Math.max(y, radius * 1.1 + height * 0.08);
}

type Theme = (c: SvgCanvas, rand: Random, pal: ArtPalette, focus: Focus) => void;

function paintStars(c: SvgCanvas, rand: Random, count: number, maxY: number): void {
  const u = Math.min(c.width, c.height) / 600;
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = num(rand.range(0, c.width));
    const y = num(rand.range(0, c.height * maxY));
    dots.push(
      `<circle cx="${x}" cy="${y}" r="${num(rand.range(0.5, 1.7) * u)}" opacity="${num(rand.range(0.25, 0.9))}"/>`,
    );
  }
  c.add(`<g fill="#fff">${dots.join('')}</g>`);
}

/** A jagged ridge line across the canvas, closed down to the bottom edge. */
export function ridgePath(c: SvgCanvas, rand: Random, baseY: number, amp: number): string {
  const step = c.width / rand.int(5, 10);
  let d = `M${num(-step)} ${num(c.height)}`;
  for (let x = -step, peak = rand.chance(0.5); x <= c.width + step; x += step, peak = !peak) {
    const y = baseY - amp * (peak ? rand.range(0.55, 1) : rand.range(0, 0.35));
    const midY = baseY - amp * rand.range(0.2, 0.6);
    d += `L${num(x)} ${num(y)}L${num(x + step * rand.range(0.35, 0.65))} ${num(midY)}`;
  }
  return `${d}L${num(c.width + step)} ${num(c.height)}Z`;
}

const mountains: Theme = (c, rand, pal, focus) => {
  const { width: W, height: H } = c;
  const r = Math.min(W, H) * rand.range(0.12, 0.2);
  const [sx, sy] = [W * focus.x, belowBand(H * rand.range(0.16, 0.32), r, H)];
  const halo = c.radial([
    [0, pal.glow, 0.6],
    [1, pal.glow, 0],
  ]);
  const sun = c.linear(
    [
      [0, WHITE],
      [1, pal.glow],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<circle cx="${num(sx)}" cy="${num(sy)}" r="${num(r * 3)}" fill="${halo}"/>`);
  c.add(`<circle cx="${num(sx)}" cy="${num(sy)}" r="${num(r)}" fill="${sun}"/>`);
  const layers = rand.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const baseY = H * (0.42 + 0.36 * t);
    const amp = H * (0.2 - 0.08 * t);
    const color = mix(mix(pal.haze, pal.glow, 0.3), pal.deep, t ** 0.8);
    c.add(`<path d="${ridgePath(c, rand, baseY, amp)}" fill="${toHex(color)}"/>`);
    if (i === layers - 1) break;
    const mist = c.linear(
      [
        [0, pal.glow, 0],
        [0.5, pal.glow, 0.22],
        [1, pal.glow, 0],
      ],
      0,
      0,
      0,
      1,
    );
    c.add(`<rect y="${num(baseY - amp * 0.2)}" width="${W}" height="${num(amp)}" fill="${mist}"/>`);
  }
};

const planet: Theme = (c, rand, pal, focus) => {
  const { width: W, height: H } = c;
  paintStars(c, rand, 90, 1);
  const R = Math.min(W, H) * rand.range(0.22, 0.32);
  const [cx, cy] = [W * focus.x, H * focus.y];
  for (let i = 0; i < 2; i++) {
    const moon = c.radial(
      [
        [0, pal.glow],
        [1, pal.haze],
      ],
      0.35,
      0.3,
      0.8,
    );
    const mr = R * rand.range(0.07, 0.16);
    const mx = cx + R * rand.range(1.3, 2.2) * (i === 0 ? -1 : 1);
    c.add(
      `<circle cx="${num(mx)}" cy="${num(cy + R * rand.range(-1.2, 1.2))}" r="${num(mr)}" fill="${moon}"/>`,
    );
  }
  const tilt = rand.range(-28, -10);
  const [rx, ry] = [R * rand.range(1.5, 1.9), R * rand.range(0.2, 0.34)];
  const ring = (sweep: 0 | 1) =>
    `<g transform="rotate(${num(tilt)} ${num(cx)} ${num(cy)})" fill="none" stroke="${toHex(pal.glow)}">` +
    `<path d="M${num(cx - rx)} ${num(cy)}A${num(rx)} ${num(ry)} 0 0 ${sweep} ${num(cx + rx)} ${num(cy)}" stroke-width="${num(R * 0.07)}" opacity="0.75"/>` +
    `<path d="M${num(cx - rx * 0.86)} ${num(cy)}A${num(rx * 0.86)} ${num(ry * 0.86)} 0 0 ${sweep} ${num(cx + rx * 0.86)} ${num(cy)}" stroke-width="${num(R * 0.025)}" opacity="0.5"/></g>`;
  c.add(ring(1));
  const body = c.radial(
    [
      [0, pal.glow],
      [0.45, pal.accent],
      [1, pal.deep],
    ],
    0.32,
    0.28,
    0.85,
  );
  c.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(R)}" fill="${body}"/>`);
  const bands = c.linear(
    [
      [0, WHITE, 0],
      [0.5, WHITE, 0.12],
      [1, WHITE, 0],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(
    `<ellipse cx="${num(cx)}" cy="${num(cy - R * 0.15)}" rx="${num(R * 0.97)}" ry="${num(R * 0.18)}" fill="${bands}"/>`,
  );
  c.add(ring(0));
};

const stripes: Theme = (c, rand, pal, focus) => {
  const { width: W, height: H } = c;
  const u = Math.min(W, H) / 600;
  const angle = rand.pick([-35, -25, 25, 35, -60, 60] as const);
  const diag = Math.hypot(W, H);
  const colors = [pal.accent, pal.glow, pal.haze, WHITE] as const;
  const bars: string[] = [];
  for (let x = W / 2 - diag; x < W / 2 + diag; x += rand.range(4, 60) * u) {
    const w = rand.range(6, 90) * u;
    if (rand.chance(0.55)) {
      const fill = toHex(rand.pick(colors));
      bars.push(
        `<rect x="${num(x)}" y="${num(H / 2 - diag)}" width="${num(w)}" height="${num(diag * 2)}" fill="${fill}" opacity="${num(rand.range(0.06, 0.4))}"/>`,
      );
    }
    x += w;
  }
  c.add(`<g transform="rotate(${angle} ${num(W / 2)} ${num(H / 2)})">${bars.join('')}</g>`);
  const r = Math.min(W, H) * rand.range(0.2, 0.32);
  const disc = c.radial([
    [0, pal.glow, 0.9],
    [0.7, pal.accent, 0.7],
    [1, pal.accent, 0.2],
  ]);
  const [cx, cy] = [num(W * focus.x), num(H * focus.y)];
  c.add(`<circle cx="${cx}" cy="${cy}" r="${num(r)}" fill="${disc}"/>`);
  c.add(
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 1.25)}" fill="none" stroke="${toHex(pal.glow)}" stroke-width="${num(6 * u)}" opacity="0.8"/>`,
  );
};

const synthGrid: Theme = (c, rand, pal, focus) => {
  const { width: W, height: H } = c;
  const u = Math.min(W, H) / 600;
  paintStars(c, rand, 50, 0.5);
  const horizon = H * rand.range(0.52, 0.62);
  const r = Math.min(W, H) * rand.range(0.22, 0.3);
  const [cx, cy] = [W * focus.x, horizon - r * rand.range(0.3, 0.6)];
  const clip = c.id('sun');
  let cuts = `<rect x="${num(cx - r)}" y="${num(cy - r)}" width="${num(2 * r)}" height="${num(r * 1.1)}"/>`;
  // Slices that thin towards the bottom: the classic striped retro sun.
  for (let i = 0; i < 6; i++) {
    const band = (r * 0.9) / 6;
    const y = cy + r * 0.1 + i * band;
    cuts += `<rect x="${num(cx - r)}" y="${num(y + band * (0.12 + i * 0.09))}" width="${num(2 * r)}" height="${num(band * (0.88 - i * 0.09))}"/>`;
  }
  c.def(`<clipPath id="${clip}">${cuts}</clipPath>`);
  const sun = c.linear(
    [
      [0, fromHsl(pal.hue + 50, 1, 0.7)],
      [1, fromHsl(pal.hue - 20, 0.95, 0.55)],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${sun}" clip-path="url(#${clip})"/>`,
  );
  c.add(
    `<path d="${ridgePath(c, rand, horizon, H * 0.07)}" fill="${toHex(withLightness(pal.deep, 0.16))}"/>`,
  );
  const ground = c.linear(
    [
      [0, mix(pal.deep, pal.accent, 0.2)],
      [1, pal.deep],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(`<rect y="${num(horizon)}" width="${W}" height="${num(H - horizon)}" fill="${ground}"/>`);
  let grid = '';
  for (let k = -14; k <= 14; k++) {
    grid += `M${num(W / 2 + k * W * 0.035)} ${num(horizon)}L${num(W / 2 + k * W * 0.2)} ${num(H)}`;
  }
  for (let i = 1; i <= 12; i++) {
    const y = horizon + (H - horizon) * (i / 12) ** 2;
    grid += `M0 ${num(y)}H${W}`;
  }
  c.add(
    `<path d="${grid}" stroke="${toHex(pal.glow)}" stroke-width="${num(1.6 * u)}" opacity="0.6" fill="none"/>`,
  );
  const fade = c.linear(
    [
      [0, pal.deep, 0.9],
      [1, pal.deep, 0],
    ],
    0,
    0,
    0,
    1,
  );
  c.add(
    `<rect y="${num(horizon)}" width="${W}" height="${num((H - horizon) * 0.3)}" fill="${fade}"/>`,
  );
  c.add(
    `<rect y="${num(horizon - u)}" width="${W}" height="${num(2.5 * u)}" fill="${toHex(pal.glow)}"/>`,
  );
};

const shards: Theme = (c, rand, pal, focus) => {
  const { width: W, height: H } = c;
  const u = Math.min(W, H) / 600;
  const colors = [pal.accent, pal.glow, pal.haze, pal.base, WHITE] as const;
  const triangle = (x: number, y: number, size: number) => {
    const a = rand.range(0, Math.PI * 2);
    return [0, 1, 2]
      .map((k) => {
        const angle = a + (k * Math.PI * 2) / 3 + rand.range(-0.4, 0.4);
        const radius = size * rand.range(0.6, 1.2);
        return `${k === 0 ? 'M' : 'L'}${num(x + Math.cos(angle) * radius)} ${num(y + Math.sin(angle) * radius)}`;
      })
      .join('')
      .concat('Z');
  };
  const count = rand.int(12, 20);
  for (let i = 0; i < count; i++) {
    const d = triangle(
      rand.range(-0.1, 1.1) * W,
      rand.range(-0.05, 0.9) * H,
      Math.min(W, H) * rand.range(0.1, 0.4),
    );
    c.add(
      `<path d="${d}" fill="${toHex(rand.pick(colors))}" opacity="${num(rand.range(0.08, 0.4))}"/>`,
    );
  }
  const size = Math.min(W, H) * rand.range(0.25, 0.35);
  const core = triangle(W * focus.x, H * focus.y, size);
  const coreFill = c.linear(
    [
      [0, pal.glow],
      [1, pal.accent, 0.6],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(`<path d="${core}" fill="${coreFill}"/>`);
  c.add(
    `<path d="${core}" fill="none" stroke="${toHex(WHITE)}" stroke-width="${num(3 * u)}" opacity="0.7" transform="rotate(${num(rand.range(10, 40))} ${num(W * focus.x)} ${num(H * focus.y)})"/>`,
  );
};

const skyline: Theme = (c, rand, pal, focus) => {
  const { width: W, height: H } = c;
  const u = Math.min(W, H) / 600;
  paintStars(c, rand, 60, 0.5);
  const moon = c.radial([
    [0, WHITE],
    [0.6, pal.glow],
    [1, pal.glow, 0],
  ]);
  const mr = Math.min(W, H) * rand.range(0.1, 0.16);
  c.add(
    `<circle cx="${num(W * focus.x)}" cy="${num(belowBand(H * rand.range(0.15, 0.3), mr, H))}" r="${num(mr)}" fill="${moon}"/>`,
  );
  const street = H * 0.86;
  let windows = 0;
  for (const [layer, color] of [
    [0, mix(pal.haze, pal.glow, 0.15)],
    [1, pal.deep],
  ] as const) {
    let blocks = '';
    let lights = '';
    for (let x = -rand.range(0, 40) * u; x < W;) {
      const w = W * rand.range(0.06, 0.13);
      const h = H * (layer === 0 ? rand.range(0.3, 0.55) : rand.range(0.15, 0.38));
      blocks += `<rect x="${num(x)}" y="${num(street - h)}" width="${num(w - 2 * u)}" height="${num(h + H)}"/>`;
      if (rand.chance(0.25)) {
        blocks += `<rect x="${num(x + w / 2 - u)}" y="${num(street - h - 30 * u)}" width="${num(2 * u)}" height="${num(30 * u)}"/>`;
      }
      for (let wy = street - h + 10 * u; layer === 1 && wy < street - 10 * u; wy += 13 * u) {
        for (let wx = x + 6 * u; wx < x + w - 10 * u && windows < 500; wx += 10 * u) {
          if (!rand.chance(0.3)) continue;
          lights += `<rect x="${num(wx)}" y="${num(wy)}" width="${num(4 * u)}" height="${num(6 * u)}"/>`;
          windows++;
        }
      }
      x += w;
    }
    c.add(`<g fill="${toHex(color)}">${blocks}</g>`);
    c.add(`<g fill="${toHex(pal.glow)}" opacity="0.8">${lights}</g>`);
    if (layer === 0) {
      const haze = c.linear(
        [
          [0, pal.glow, 0],
          [1, pal.accent, 0.3],
        ],
        0,
        0,
        0,
        1,
      );
      c.add(
        `<rect y="${num(H * 0.4)}" width="${W}" height="${num(street - H * 0.4)}" fill="${haze}"/>`,
      );
    }
  }
  c.add(
    `<rect y="${num(street)}" width="${W}" height="${num(H - street)}" fill="${toHex(mix(pal.deep, BLACK, 0.3))}"/>`,
  );
};

const THEMES = [mountains, planet, stripes, synthGrid, shards, skyline] as const;

/** Paints one of the abstract motifs, chosen by `rand`, centred on `focus`. */
export function paintTheme(c: SvgCanvas, rand: Random, pal: ArtPalette, focus: Focus): void {
  rand.pick(THEMES)(c, rand, pal, focus);
}
