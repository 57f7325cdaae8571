import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium';

/** One Lighthouse run of a page: the performance category's score and metrics. */
export type PageRun = {
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Script responses of the page until it was idle: URL and bytes on the wire (headers too). */
  scripts: { url: string; transferSize: number }[];
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

function isNetworkRequest(item: unknown): item is NetworkRequest {
  return typeof item === 'object' && item !== null && 'url' in item;
}

/**
 * Runs Lighthouse's default configuration (mobile: Moto G Power emulation, slow 4G and a
 * 4× slower CPU, simulated) for the performance category only, against a Chromium of its
 * own, once per URL and `runs` times over; storage and cache are reset before every run.
 */
export async function auditUrls(urls: readonly string[], runs: number): Promise<PageRun[][]> {
  // The binary is the system's: `CHROME_PATH`, else the first Chrome or Chromium it finds.
  const chrome = await chromeLauncher.launch({ chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const results: PageRun[][] = urls.map(() => []);
    // Round-robin, so a busy moment of the machine spreads over the pages.
    for (let run = 0; run < runs; run++) {
      for (const [index, url] of urls.entries()) {
        results[index]?.push(await auditWithRetries(url, chrome.port));
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART and the like): run it again. */
const ATTEMPTS = 3;

async function auditWithRetries(url: string, port: number): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      process.stderr.write(`${String(error)}; running it again\n`);
    }
  }
}

async function auditOnce(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${audit}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === undefined || score === null) {
    throw new Error(`Lighthouse on ${url}: no performance score`);
  }
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as unknown[]) : [];
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts: items
      .filter(isNetworkRequest)
      .filter((item) => item.resourceType === 'Script')
      .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 })),
  };
}

/**
 * The body of a response as the server sends it to a browser that takes brotli: the bytes
 * after content coding, without headers (Node's `http` does not decompress).
 */
export function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const type = response.headers['content-type'] ?? '';
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url}: ${response.statusCode}`));
        // The page's fallback answer instead would mean the file is gone.
        else if (!type.includes('javascript')) reject(new Error(`GET ${url}: ${type}`));
        else resolve(bytes);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
