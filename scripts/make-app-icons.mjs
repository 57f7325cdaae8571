// Draws the installable app's PNG icons from the favicon, so they always match it:
//   node scripts/make-app-icons.mjs
// Writes apps/web/public/icons/: icon-192.png, icon-512.png, icon-maskable-512.png and
// apple-touch-icon.png (180). Run again after changing apps/web/public/favicon.svg.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// sharp is a dependency of the server workspace; resolve it from there.
const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const sharp = require('sharp');

const webPublic = path.join(root, 'apps/web/public');
const outDir = path.join(webPublic, 'icons');
const svg = await readFile(path.join(webPublic, 'favicon.svg'));

// The favicon is a rounded square with a key on it. Launchers that crop (maskable icons) and
// iOS (which rounds corners itself) want a full square instead: the same gradient to the edges,
// the key kept inside the maskable safe zone, a circle of 80% of the size.
const source = svg.toString('utf8');
const defs = source.match(/<defs>[\s\S]*<\/defs>/)?.[0];
const background = source.match(/<rect[^>]*\/>/)?.[0];
if (!defs || !background) throw new Error('favicon.svg: expected <defs> and a background <rect>');
const glyph = source.slice(
  source.indexOf(background) + background.length,
  source.lastIndexOf('</svg>'),
);

function fullBleed(keyScale) {
  const fill = background.match(/fill="[^"]*"/)?.[0] ?? 'fill="#7c3aed"';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${defs}` +
      `<rect width="32" height="32" ${fill}/>` +
      `<g transform="translate(16 16) scale(${keyScale}) translate(-16 -16)">${glyph}</g></svg>`,
  );
}

/** An SVG drawn at `size` pixels from the vector (not scaled up from a small bitmap). */
function render(input, size) {
  const density = Math.ceil((72 * size) / 32);
  return sharp(input, { density }).resize(size, size).png({ compressionLevel: 9 });
}

const icons = [
  ['icon-192.png', () => render(svg, 192)],
  ['icon-512.png', () => render(svg, 512)],
  ['icon-maskable-512.png', () => render(fullBleed(0.8), 512)],
  ['apple-touch-icon.png', () => render(fullBleed(0.9), 180)],
];

await mkdir(outDir, { recursive: true });
for (const [name, draw] of icons) {
  // sharp writes no metadata by default, so the same favicon always gives the same bytes.
  await draw().toFile(path.join(outDir, name));
  console.log(path.relative(root, path.join(outDir, name)));
}
