import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { selectWorkerStore } from './support/worker-store';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Two workers, each with a store of its own (support/worker-store.ts): on a 2-core machine
// one worker leaves a core idle while the browser waits on the store and the store on the
// browser. E2E_WORKERS sets another number; a store given by STORE_URL is tested by one.
const workers = process.env.STORE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2);
selectWorkerStore();

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
