// `node scripts/module-chains.mjs`: how the server's folders import each other.
// Prints, from the import lines of apps/server/src, the files that break each import zone
// (the same zones and test exemptions as eslint.config.js), the longest chain of imports
// between `modules/<name>` folders (no folder twice) and the cycles between modules.
// Tests (`*.test.ts`) are left out of the module graph: they may build the whole app.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../apps/server/src/', import.meta.url));
const startUp = [
  'app.ts',
  'main.ts',
  'config.ts',
  'bootstrap.ts',
  'event-subscriptions.ts',
  'startup-warnings.ts',
  'seed-cli.ts',
  'plugins',
];

const zones = [
  // An adapter's tests may sign in with the store's real sessions.
  {
    name: 'adapters ↛ modules',
    from: ['adapters'],
    to: ['modules'],
    testsMay: ['modules/sessions'],
  },
  { name: 'db ↛ modules', from: ['db'], to: ['modules'] },
  {
    name: 'modules ↛ start-up (app, main, config, bootstrap, event-subscriptions, CLIs, …)',
    from: ['modules'],
    to: startUp,
    // A module's tests may start the whole app: a second instance, a restart.
    testsMay: ['app.ts', 'config.ts'],
  },
  { name: 'lib ↛ modules, adapters, db', from: ['lib'], to: ['modules', 'adapters', 'db'] },
];

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(importPattern)) {
    const target = resolve(file, match[1] ?? match[2] ?? match[3]);
    if (target) found.add(path.relative(root, target));
  }
  return [...found];
}

const inside = (file, places) =>
  places.some((place) => file === place || file.startsWith(`${place}/`));

const files = listFiles(root).map((full) => path.relative(root, full));
const graph = new Map(files.map((file) => [file, importsOf(path.join(root, file))]));

console.log('Files breaking each zone, as lint counts them (and tests using their exemption):');
for (const zone of zones) {
  const crossing = (file) =>
    inside(file, zone.from) ? graph.get(file).filter((to) => inside(to, zone.to)) : [];
  const allowed = (file, to) => file.endsWith('.test.ts') && inside(to, zone.testsMay ?? []);
  const breakers = files.filter((file) => crossing(file).some((to) => !allowed(file, to)));
  const exempt = files.filter(
    (file) => !breakers.includes(file) && crossing(file).some((to) => allowed(file, to)),
  );
  console.log(`  ${zone.name}: ${breakers.length} (exempt tests: ${exempt.length})`);
  for (const file of breakers) console.log(`    ${file}`);
  for (const file of exempt) console.log(`    (exempt) ${file}`);
}

const moduleOf = (file) => /^modules\/([^/]+)\//.exec(file)?.[1];
const edges = new Map();
for (const [file, targets] of graph) {
  const from = moduleOf(file);
  if (!from || file.endsWith('.test.ts')) continue;
  for (const target of targets) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
const modules = [...new Set(files.map(moduleOf).filter(Boolean))].sort();
const next = (name) => [...(edges.get(name) ?? [])].sort();

let longest = [];
function walk(chain) {
  if (chain.length > longest.length) longest = [...chain];
  for (const to of next(chain.at(-1))) {
    if (!chain.includes(to)) walk([...chain, to]);
  }
}
for (const name of modules) walk([name]);
console.log(`\nLongest chain of module imports: ${longest.length} modules`);
console.log(`  ${longest.join(' → ')}`);

// Elementary cycles, each reported once from its alphabetically first module.
const cycles = [];
function findCycles(start, chain) {
  for (const to of next(chain.at(-1))) {
    if (to === start) cycles.push([...chain, start]);
    else if (to > start && !chain.includes(to)) findCycles(start, [...chain, to]);
  }
}
for (const name of modules) findCycles(name, [name]);
console.log(`\nCycles between modules: ${cycles.length}`);
for (const cycle of cycles.sort((a, b) => a.length - b.length)) {
  console.log(`  ${cycle.join(' → ')}`);
}

console.log('\nModule imports (production files):');
for (const name of modules) console.log(`  ${name} → ${next(name).join(', ') || '(none)'}`);
