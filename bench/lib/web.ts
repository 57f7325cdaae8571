import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchData, startBuiltStore, webDist } from './built-store';
import { auditUrls, brotliBytes, type PageRun } from './lighthouse-audit';
import type { Summary } from './summary';

/** How long to wait for a web build in progress to finish. */
const SNAPSHOT_WAIT_MS = 5 * 60_000;
/** The speed goals of the storefront on a phone. */
const GOALS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, scriptKb: 110 };

type PageResult = {
  name: string;
  path: string;
  runs: PageRun[];
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptFiles: number;
  /** Scripts of the median run as the store sends them with brotli, bodies only. */
  scriptBrotliBytes: number;
  /** The same scripts as Lighthouse saw them on the wire, headers included. */
  scriptTransferBytes: number;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The path of the first game page the store lists in its sitemap. */
async function firstGamePath(origin: string): Promise<string> {
  const locations = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
  };
  for (const file of await locations('/sitemap.xml')) {
    const game = (await locations(file)).find((path) => path.startsWith('/game/'));
    if (game) return game;
  }
  throw new Error('The sitemap lists no game page');
}

async function summarisePage(
  origin: string,
  name: string,
  path: string,
  runs: PageRun[],
): Promise<PageResult> {
  const score = median(runs.map((r) => r.score));
  // The scripts of the run whose score is the median (scripts hardly differ between runs).
  const typical = runs.find((r) => r.score === score) ?? runs[0];
  const scripts = typical?.scripts ?? [];
  let scriptBrotliBytes = 0;
  for (const script of scripts) {
    scriptBrotliBytes += script.url.startsWith(`${origin}/`)
      ? await brotliBytes(script.url)
      : script.transferSize;
  }
  return {
    name,
    path,
    runs,
    score,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    scriptFiles: scripts.length,
    scriptBrotliBytes,
    scriptTransferBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
  };
}

/** Whether a built web app is complete: its page and every script and style it names. */
async function isCompleteBuild(dist: string): Promise<boolean> {
  const page = path.join(dist, 'index.html');
  if (!existsSync(page)) return false;
  const html = await readFile(page, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return files.every((file) => existsSync(path.join(dist, file)));
}

/**
 * A copy of the built web app (`dist`, and `dist-server` for the first view drawn on the
 * server) for the store to serve, so a build running meanwhile cannot change the files
 * between Lighthouse's runs and the byte count. Inside the repository, so the server entry's
 * packages resolve from its `node_modules`. A build in progress empties `dist` first: then
 * this waits for it to finish.
 */
async function snapshotWebBuild(): Promise<string> {
  const snapshot = path.join(benchData, `web-${process.pid}`);
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  for (;;) {
    await rm(snapshot, { recursive: true, force: true });
    await cp(webDist, path.join(snapshot, 'dist'), { recursive: true });
    const serverEntry = path.join(webDist, '..', 'dist-server');
    if (existsSync(serverEntry)) {
      await cp(serverEntry, path.join(snapshot, 'dist-server'), { recursive: true });
    }
    if (await isCompleteBuild(path.join(snapshot, 'dist'))) return snapshot;
    if (Date.now() > deadline) {
      await rm(snapshot, { recursive: true, force: true });
      throw new Error('The web app is not built completely: npm run build');
    }
    await sleep(5000);
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function addFigures(summary: Summary, page: PageResult): void {
  const runs = page.runs.map((r) => r.score).join(', ');
  summary.add({
    figure: `Lighthouse mobile performance, ${page.name}`,
    measured: `${page.score} (runs ${runs})`,
    goal: `≥ ${GOALS.score}`,
    passed: page.score >= GOALS.score,
  });
  summary.add({
    figure: `LCP, ${page.name}`,
    measured: `${seconds(page.lcpMs)} s`,
    goal: `≤ ${seconds(GOALS.lcpMs)} s`,
    passed: page.lcpMs <= GOALS.lcpMs,
  });
  summary.add({
    figure: `TBT, ${page.name}`,
    measured: `${page.tbtMs.toFixed(0)} ms`,
    goal: `≤ ${GOALS.tbtMs} ms`,
    passed: page.tbtMs <= GOALS.tbtMs,
  });
  summary.add({
    figure: `CLS, ${page.name}`,
    measured: page.cls.toFixed(3),
    goal: `≤ ${GOALS.cls}`,
    passed: page.cls <= GOALS.cls,
  });
  summary.add({
    figure: `JavaScript before idle (brotli), ${page.name}`,
    measured: `${kb(page.scriptBrotliBytes)} KB, ${page.scriptFiles} files`,
    goal: `≤ ${GOALS.scriptKb} KB`,
    passed: page.scriptBrotliBytes <= GOALS.scriptKb * 1024,
  });
}

/**
 * The storefront on a phone: Lighthouse's mobile performance of the home page, the catalogue
 * and a product page of the built store (10,000 products), `runs` runs each, medians; and the
 * JavaScript each page fetched before it was idle. Prints its section and adds its figures
 * to the summary.
 */
export async function benchWeb(options: {
  postgres: string | undefined;
  runs: number;
  summary: Summary;
}): Promise<void> {
  const snapshot = await snapshotWebBuild();
  const store = await startBuiltStore({
    products: 10_000,
    postgres: options.postgres,
    webDistDir: path.join(snapshot, 'dist'),
  }).catch(async (error: unknown) => {
    await rm(snapshot, { recursive: true, force: true });
    throw error;
  });
  try {
    const pages = [
      { name: 'home', path: '/' },
      { name: 'catalogue', path: '/products' },
      { name: 'product page', path: await firstGamePath(store.origin) },
    ];
    // Every page once before measuring, so the store's first answers (cold caches, query
    // plans) are not what Lighthouse measures.
    for (const page of pages) {
      const res = await fetch(`${store.origin}${page.path}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${page.path}: ${res.status}`);
    }
    const started = performance.now();
    const runs = await auditUrls(
      pages.map((page) => `${store.origin}${page.path}`),
      options.runs,
    );
    const minutes = (performance.now() - started) / 60_000;
    const benchmarkIndex = median(runs.flat().map((run) => run.benchmarkIndex));
    const results: PageResult[] = [];
    for (const [index, page] of pages.entries()) {
      results.push(await summarisePage(store.origin, page.name, page.path, runs[index] ?? []));
    }
    const lines = [
      '### The storefront on a phone',
      '',
      `Lighthouse 12, default mobile settings (Moto G Power emulation, slow 4G, 4× CPU slowdown, simulated), performance only, ${options.runs} runs per page in ${minutes.toFixed(1)} min; medians of each figure. Lighthouse's benchmark index of this machine during the runs: ${benchmarkIndex.toFixed(0)} (its median; a busy machine scores low and its long tasks raise TBT). The built store in production on ${store.database}, 10,000 products. JavaScript: the Script responses of the median run until the page was idle, fetched again with \`Accept-Encoding: br\` (bodies as sent); Lighthouse's transfer size adds the headers.`,
      '',
      '| page | path | score (runs) | LCP s | TBT ms | CLS | scripts | JS brotli KB | JS transfer KB |',
      '|---|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.name} | \`${r.path}\` | ${r.score} (${r.runs.map((run) => run.score).join(', ')}) | ${seconds(r.lcpMs)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.scriptFiles} | ${kb(r.scriptBrotliBytes)} | ${kb(r.scriptTransferBytes)} |`,
      ),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const result of results) addFigures(options.summary, result);
  } finally {
    await store.stop();
    await rm(snapshot, { recursive: true, force: true });
  }
}
