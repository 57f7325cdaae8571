/** The system Chromium the end-to-end tests and the benchmark's Lighthouse runs drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium as the tests and the benchmark run it: headless, and nothing of its own on the
 * network (no updates, sync or QUIC), so only the page's requests are seen.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
