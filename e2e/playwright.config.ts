import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { selectWorkerStore } from './support/worker-store';

// E2E_WORKERS workers, each with a store of its own (support/worker-store.ts). One by default:
// on a 2-core machine two workers (two stores, two browsers) took as long as one, each test
// about twice as long (docs/performance.md, CI run). A machine with more cores sets more. A
// store given by STORE_URL is tested by one.
const workers = process.env.STORE_URL ? 1 : Number(process.env.E2E_WORKERS || 1);
selectWorkerStore();

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // A limit for a stuck test, not a speed check: the longest flows (a purchase, a gift claimed,
  // a referral maturing, several accessibility sweeps) take 40-60 s on a busy machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.STORE_URL,
    // Written by the global setup: a returning visitor's consent (see support/global-setup.ts).
    storageState: path.join(import.meta.dirname, '.state', 'base.json'),
    // A trace records screenshots and page snapshots at every step, about a fifth of the
    // browser's CPU. Left on in CI: turned off, steps came sooner after a page loaded and
    // showed clicks landing before the app had taken a server-drawn page over, which the
    // tests now wait for (support/test.ts); turning it off again wants a full run first.
    trace: 'retain-on-failure',
    // A store's service worker precaches every script and style on a browser's first visit:
    // some 270 requests more in every test's fresh browser, about as much CPU time as the
    // test's own first page. Only the specs about the worker (offline pages, the installed
    // app, browser notifications) let it register (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      // Only the specs about layout run again at phone size: the header and its drawer, the
      // catalogue's filter panel, the cart drawer, the sign-in forms, the legal pages' contents
      // and the accessibility sweep. Flows that behave the same at any width run once.
      testMatch: /(header|catalogue|cart|accounts|legal|home|accessibility)\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
