// Builds the payment badges the footer shows (/img/payments/{slug}.svg) from Simple Icons'
// marks (CC0): each mark in its brand colour on a card-shaped badge that reads on light and
// dark pages alike.
//   node scripts/ship-payment-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const simpleIcons = path.join(root, 'node_modules/simple-icons');
const outDir = path.join(root, 'apps/web/public/img/payments');

const WIDTH = 48;
const HEIGHT = 32;
const WHITE = { fill: '#ffffff', stroke: '#cbd5e1' };

/**
 * `scale` sizes the 24-unit mark inside the badge, `dy` nudges marks whose drawing is not
 * centred in their box; a `gradient` replaces the single colour.
 */
const BADGES = [
  { slug: 'visa', title: 'Visa', colour: '#1a1f71', scale: 1.6, dy: -1, badge: WHITE },
  {
    slug: 'mastercard',
    title: 'Mastercard',
    gradient: ['#eb001b', '#ff5f00', '#f79e1b'],
    scale: 1.15,
    dy: 0,
    badge: WHITE,
  },
  { slug: 'applepay', title: 'Apple Pay', colour: '#000000', scale: 1.35, dy: 0, badge: WHITE },
  {
    slug: 'googlepay',
    title: 'Google Pay',
    colour: '#3c4043',
    scale: 1.65,
    dy: -0.6,
    badge: WHITE,
  },
  {
    slug: 'klarna',
    title: 'Klarna',
    colour: '#0b051d',
    scale: 0.8,
    dy: 0,
    badge: { fill: '#ffb3c7', stroke: '#f08fa9' },
  },
  { slug: 'paypal', title: 'PayPal', colour: '#002991', scale: 0.95, dy: 0, badge: WHITE },
];

function markPath(slug) {
  const svg = readFileSync(path.join(simpleIcons, 'icons', `${slug}.svg`), 'utf8');
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error(`No path in simple-icons/${slug}.svg`);
  return d;
}

function badgeSvg({ slug, title, colour, gradient, scale, dy, badge }) {
  const size = 24 * scale;
  const x = (WIDTH - size) / 2;
  const y = (HEIGHT - size) / 2 + dy;
  const fill = gradient ? `url(#${slug}-fill)` : colour;
  const defs = gradient
    ? `<defs><linearGradient id="${slug}-fill" x1="0" x2="24" y1="0" y2="0" gradientUnits="userSpaceOnUse">${gradient
        .map((stop, i) => `<stop offset="${i / (gradient.length - 1)}" stop-color="${stop}"/>`)
        .join('')}</linearGradient></defs>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${title}</title>${defs}` +
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="4.5" fill="${badge.fill}" stroke="${badge.stroke}"/>` +
    `<path transform="translate(${+x.toFixed(2)} ${+y.toFixed(2)}) scale(${scale})" fill="${fill}" d="${markPath(slug)}"/>` +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
for (const badge of BADGES) writeFileSync(path.join(outDir, `${badge.slug}.svg`), badgeSvg(badge));

const { version } = JSON.parse(readFileSync(path.join(simpleIcons, 'package.json'), 'utf8'));
writeFileSync(
  path.join(outDir, 'LICENSE'),
  `The marks in these badges are from Simple Icons ${version} (https://simpleicons.org),\n` +
    `released under CC0 1.0 Universal. The names and logos remain trademarks of their owners\n` +
    `and are shown only to tell customers which payment methods the store accepts.\n`,
);

console.log(`Shipped ${BADGES.length} payment badges to ${path.relative(root, outDir)}`);
