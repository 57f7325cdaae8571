// Copies the flag of every country and region the store knows into the web app's public
// folder, as /img/flags/{CODE}.svg, with flag-icons' licence beside them:
//   node scripts/ship-flags.mjs
// The codes come from the seed data, so a new country there only needs this script run again.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seedFile = path.join(root, 'apps/server/src/db/seed/lookups-data.ts');
const flagIcons = path.join(root, 'node_modules/flag-icons');
const outDir = path.join(root, 'apps/web/public/img/flags');

/** Regions shown with a country's (or the EU's) flag; the others get the globe. */
const REGION_FLAGS = {
  EU: 'eu',
  UK: 'gb',
  US: 'us',
  CH: 'ch',
  CA: 'ca',
  AU: 'au',
  JP: 'jp',
  TR: 'tr',
};

// A neutral globe in the flags' 4:3 box, for regions that span many countries and as the
// fallback when a flag fails to load.
const GLOBE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="#dbeafe"/>
  <circle cx="320" cy="240" r="170" fill="#bfdbfe"/>
  <g fill="none" stroke="#1e3a8a" stroke-width="18" stroke-linecap="round">
    <circle cx="320" cy="240" r="170"/>
    <ellipse cx="320" cy="240" rx="72" ry="170"/>
    <path d="M150 240h340M320 70v340M176 150h288M176 330h288"/>
  </g>
</svg>
`;

const seed = readFileSync(seedFile, 'utf8');
const countryCodes = [...seed.matchAll(/\bcountry\('([A-Z]{2})'/g)].map((m) => m[1]);
const regionCodes = [...seed.matchAll(/\bshortname: '([A-Z]+)'/g)].map((m) => m[1]);
if (countryCodes.length === 0 || regionCodes.length === 0) {
  throw new Error(`No countries or regions found in ${path.relative(root, seedFile)}`);
}

/** Source flag (lowercase flag-icons name) or null for the globe, by file code. */
const wanted = new Map();
for (const code of countryCodes) wanted.set(code, code.toLowerCase());
for (const code of regionCodes) wanted.set(code, REGION_FLAGS[code] ?? null);
wanted.set('GLOBAL', null);

mkdirSync(outDir, { recursive: true });
// Start from an empty folder so flags of countries the store dropped do not linger.
for (const file of readdirSync(outDir)) rmSync(path.join(outDir, file));

for (const [code, source] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
  const target = path.join(outDir, `${code}.svg`);
  if (source === null) writeFileSync(target, GLOBE_SVG);
  else copyFileSync(path.join(flagIcons, 'flags/4x3', `${source}.svg`), target);
}

const { version } = JSON.parse(readFileSync(path.join(flagIcons, 'package.json'), 'utf8'));
const licence = readFileSync(path.join(flagIcons, 'LICENSE'), 'utf8');
writeFileSync(
  path.join(outDir, 'LICENSE'),
  `The country and EU flags in this folder are from flag-icons ${version}\n` +
    `(https://github.com/lipis/flag-icons), under this licence:\n\n${licence.trim()}\n\n` +
    `The globe (GLOBAL, LATAM, ASIA, MEA, CIS) is the store's own drawing.\n`,
);

console.log(`Shipped ${wanted.size} flags to ${path.relative(root, outDir)}`);
